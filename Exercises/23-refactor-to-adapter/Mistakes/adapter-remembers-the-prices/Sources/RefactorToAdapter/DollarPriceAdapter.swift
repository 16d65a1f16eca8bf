import Foundation

/// The adapter: the dollar service, made to fit a price list that speaks yuan.
///
/// An object adapter: it wraps the service rather than changing it, and the conversion lives
/// here, in the one place that knows both currencies. The service is another team's and slow,
/// so the adapter remembers each title's price in yuan once it has converted it.
final class DollarPriceAdapter: YuanPriceSource {
  /// The adaptee.
  let service: DollarPriceService
  /// The prices converted so far, by title (nil: not for sale).
  private var yuanByTitle: [String: Decimal?] = [:]

  init(service: DollarPriceService) {
    self.service = service
  }

  /// The service's price of `album`, in yuan at ``ExchangeRate/yuanPerDollar``, rounded to the
  /// fen; `nil` when the service has no price for it.
  func priceInYuan(for album: Album) -> Decimal? {
    if let known = yuanByTitle[album.title] {
      return known
    }
    let yuan = service.priceInDollars(forTitle: album.title).map {
      ($0 * ExchangeRate.yuanPerDollar).roundedToFen()
    }
    yuanByTitle[album.title] = .some(yuan)
    return yuan
  }
}
