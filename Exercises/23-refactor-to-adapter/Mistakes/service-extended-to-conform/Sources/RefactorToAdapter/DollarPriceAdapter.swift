import Foundation

/// The dollar service, taught to answer in yuan: Swift's way to adapt a type.
extension DollarPriceService: YuanPriceSource {
  /// The price of `album`, in yuan at ``ExchangeRate/yuanPerDollar``, rounded to the fen; `nil`
  /// when it is not for sale.
  func priceInYuan(for album: Album) -> Decimal? {
    priceInDollars(forTitle: album.title).map { ($0 * ExchangeRate.yuanPerDollar).roundedToFen() }
  }
}

/// The adapter, for whoever wants one: it forwards to the service.
struct DollarPriceAdapter: YuanPriceSource {
  /// The adaptee.
  let service: DollarPriceService

  func priceInYuan(for album: Album) -> Decimal? {
    service.priceInYuan(for: album)
  }
}
