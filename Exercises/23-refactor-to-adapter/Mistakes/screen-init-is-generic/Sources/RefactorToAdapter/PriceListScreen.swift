import Foundation

/// The price list: one row per album with its price in yuan, and the total of those for sale.
///
/// It knows only the interface it needs, prices in yuan; where they come from, and in which
/// currency, is the composition root's choice.
final class PriceListScreen {
  private let albums: [Album]
  private let prices: any YuanPriceSource

  /// Creates the price list of `albums`, priced by `prices`.
  init<Source: YuanPriceSource>(albums: [Album], prices: Source) {
    self.albums = albums
    self.prices = prices
  }

  /// One row per album: its title and price, or "not for sale".
  var rows: [String] {
    albums.map { album in
      guard let yuan = prices.priceInYuan(for: album) else {
        return "\(album.title): not for sale"
      }
      return "\(album.title): \(yuan.yuanText)"
    }
  }

  /// The sum of the prices shown, those for sale only.
  var total: String {
    let yuan = albums.compactMap { prices.priceInYuan(for: $0) }.reduce(0, +)
    return "Total: \(yuan.yuanText)"
  }
}
