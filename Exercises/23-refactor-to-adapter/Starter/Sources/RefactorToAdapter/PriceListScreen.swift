import Foundation

/// The price list: one row per album with its price in yuan, and the total of those for sale.
final class PriceListScreen {
  // TODO: The screen needs yuan, yet it is written against a service that speaks another
  // currency. Give it a YuanPriceSource (YuanPriceSource.swift) instead, and move the
  // conversion into the adapter (the TODO in the adapter's file says which).
  private let albums: [Album]
  private let service: DollarPriceService

  /// Creates the price list of `albums`, priced by `service`.
  init(albums: [Album], service: DollarPriceService) {
    self.albums = albums
    self.service = service
  }

  /// One row per album: its title and price, or "not for sale".
  var rows: [String] {
    albums.map { album in
      guard let dollars = service.priceInDollars(forTitle: album.title) else {
        return "\(album.title): not for sale"
      }
      return "\(album.title): \((dollars * ExchangeRate.yuanPerDollar).roundedToFen().yuanText)"
    }
  }

  /// The sum of the prices shown, those for sale only.
  var total: String {
    let yuan = albums.reduce(Decimal(0)) { sum, album in
      guard let dollars = service.priceInDollars(forTitle: album.title) else { return sum }
      return sum + (dollars * ExchangeRate.yuanPerDollar).roundedToFen()
    }
    return "Total: \(yuan.yuanText)"
  }
}
