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
    // An album with no title cannot be in the store: no need to bill an ask for it.
    guard !album.title.isEmpty else { return nil }
    return service.priceInDollars(forTitle: album.title).map {
      ($0 * ExchangeRate.yuanPerDollar).roundedToFen()
    }
  }
}
