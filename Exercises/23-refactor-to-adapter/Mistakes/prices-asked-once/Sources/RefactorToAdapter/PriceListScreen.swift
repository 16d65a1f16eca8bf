import Foundation

/// The price list: one row per album with its price in yuan, and the total of those for sale.
///
/// It knows only the interface it needs, prices in yuan; where they come from, and in which
/// currency, is the composition root's choice.
final class PriceListScreen {
  private let albums: [Album]
  /// Each album's price, asked once: the old screen converted twice, for the rows and the total.
  private let yuanPrices: [Decimal?]

  /// Creates the price list of `albums`, priced by `prices`.
  init(albums: [Album], prices: any YuanPriceSource) {
    self.albums = albums
    yuanPrices = albums.map { prices.priceInYuan(for: $0) }
  }

  /// One row per album: its title and price, or "not for sale".
  var rows: [String] {
    zip(albums, yuanPrices).map { album, price in
      guard let yuan = price else {
        return "\(album.title): not for sale"
      }
      return "\(album.title): \(yuan.yuanText)"
    }
  }

  /// The sum of the prices shown, those for sale only.
  var total: String {
    let yuan = yuanPrices.compactMap { $0 }.reduce(0, +)
    return "Total: \(yuan.yuanText)"
  }
}
