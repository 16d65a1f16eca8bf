import Foundation

/// The price list: one row per album with its price in yuan, and the total of those for sale.
final class PriceListScreen {
  private let albums: [Album]
  private let prices: DollarPriceService

  /// Creates the price list of `albums`, priced by `prices`.
  init(albums: [Album], prices: DollarPriceService) {
    self.albums = albums
    self.prices = prices
  }

  /// One row per album: its title and price, or "not for sale".
  var rows: [String] {
    albums.map { album in
      guard let dollars = prices.priceInDollars(forTitle: album.title) else {
        return "\(album.title): not for sale"
      }
      return "\(album.title): \((dollars * ExchangeRate.yuanPerDollar).roundedToFen().yuanText)"
    }
  }

  /// The sum of the prices shown, those for sale only.
  var total: String {
    let yuan = albums.reduce(Decimal(0)) { sum, album in
      guard let dollars = prices.priceInDollars(forTitle: album.title) else { return sum }
      return sum + (dollars * ExchangeRate.yuanPerDollar).roundedToFen()
    }
    return "Total: \(yuan.yuanText)"
  }
}
