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
    service.priceInDollars(forTitle: album.title).map(yuan(fromDollars:))
  }
}

/// Dollars to yuan, to the fen: any screen still holding dollars can use it.
func yuan(fromDollars dollars: Decimal) -> Decimal {
  (dollars * ExchangeRate.yuanPerDollar).roundedToFen()
}
