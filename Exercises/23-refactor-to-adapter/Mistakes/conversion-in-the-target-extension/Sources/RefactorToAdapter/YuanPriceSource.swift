import Foundation

/// The target: what the price list needs, a price in yuan.
protocol YuanPriceSource {
  /// The price of `album` in yuan, rounded to the fen, or `nil` when it is not for sale.
  func priceInYuan(for album: Album) -> Decimal?
}

extension YuanPriceSource {
  /// A dollar price in yuan, rounded to the fen: every source that starts from dollars needs it.
  static func yuan(fromDollars dollars: Decimal) -> Decimal {
    (dollars * ExchangeRate.yuanPerDollar).roundedToFen()
  }
}
