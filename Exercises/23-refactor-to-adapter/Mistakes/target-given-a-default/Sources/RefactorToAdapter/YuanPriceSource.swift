import Foundation

/// The target: what the price list needs, a price in yuan.
protocol YuanPriceSource {
  /// The price of `album` in yuan, rounded to the fen, or `nil` when it is not for sale.
  func priceInYuan(for album: Album) -> Decimal?
}

extension YuanPriceSource {
  /// By default a source has no price: the album is not for sale.
  func priceInYuan(for album: Album) -> Decimal? { nil }
}
