import Foundation

/// The adapter: the dollar service, made to fit a price list that speaks yuan.
final class DollarPriceAdapter: DollarLookup, YuanPriceSource {
  /// The service's price of `album`, in yuan, rounded to the fen; `nil` when it has none.
  func priceInYuan(for album: Album) -> Decimal? {
    dollars(for: album).map { ($0 * ExchangeRate.yuanPerDollar).roundedToFen() }
  }
}
