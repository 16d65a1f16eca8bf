import Foundation

/// The adapter: the dollar service, made to fit the price list's interface.
struct DollarPriceAdapter: YuanPriceSource {
  /// The adaptee.
  let service: DollarPriceService

  /// The service's price of `album`, or `nil` when it has none; the screen converts it.
  func priceInYuan(for album: Album) -> Decimal? {
    service.priceInDollars(forTitle: album.title)
  }
}
