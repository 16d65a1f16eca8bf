import Foundation

/// The adapter: the dollar service, made to fit a price list that speaks yuan.
///
/// An object adapter: it wraps the service rather than changing it, and the conversion lives
/// here, in the one place that knows both currencies.
struct DollarPriceAdapter: YuanPriceSource {
  /// The adaptee.
  let service: DollarPriceService

  /// The service's price of `album`, in yuan at ``ExchangeRate/yuanPerDollar``, rounded to the
  /// fen; `nil` when the service has no price for it.
  func priceInYuan(for album: Album) -> Decimal? {
    service.priceInDollars(forTitle: album.title).map {
      ($0 * Decimal(34) / 5).roundedToFen()  // 6.8, exact, never through Double
    }
  }
}
