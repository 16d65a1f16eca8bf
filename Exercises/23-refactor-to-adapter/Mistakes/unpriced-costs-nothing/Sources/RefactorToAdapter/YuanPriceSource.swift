import Foundation

/// The target: what the price list needs, a price in yuan.
protocol YuanPriceSource {
  /// The price of `album` in yuan, rounded to the fen.
  func priceInYuan(for album: Album) -> Decimal
}
