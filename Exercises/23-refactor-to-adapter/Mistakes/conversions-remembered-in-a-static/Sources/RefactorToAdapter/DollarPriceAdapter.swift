import Foundation

/// The adapter: the dollar service, made to fit a price list that speaks yuan.
struct DollarPriceAdapter: YuanPriceSource {
  /// The adaptee.
  let service: DollarPriceService

  /// The service's price of `album`, in yuan; `nil` when the service has no price for it.
  func priceInYuan(for album: Album) -> Decimal? {
    service.priceInDollars(forTitle: album.title).map(Self.yuan(for:))
  }

  /// Converting is costly: each dollar amount converted so far, with its yuan.
  nonisolated(unsafe) private static var yuanByDollars: [Decimal: Decimal] = [:]

  private static func yuan(for dollars: Decimal) -> Decimal {
    if let known = yuanByDollars[dollars] { return known }
    let yuan = (dollars * ExchangeRate.yuanPerDollar).roundedToFen()
    yuanByDollars[dollars] = yuan
    return yuan
  }
}
