import Foundation

/// The price list: one row per album with its price in yuan, and the total.
final class PriceListScreen {
  private let albums: [Album]
  private let prices: any YuanPriceSource

  /// Creates the price list of `albums`, priced by `prices`.
  init(albums: [Album], prices: any YuanPriceSource) {
    self.albums = albums
    self.prices = prices
  }

  /// One row per album: its title and price.
  var rows: [String] {
    albums.map { "\($0.title): \(prices.priceInYuan(for: $0).yuanText)" }
  }

  /// The sum of the prices shown.
  var total: String {
    "Total: \(albums.map { prices.priceInYuan(for: $0) }.reduce(0, +).yuanText)"
  }
}
