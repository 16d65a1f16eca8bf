import Foundation

/// The adapter: the dollar service, made to fit a price list that speaks yuan.
struct DollarPriceAdapter: YuanPriceSource {
  /// The adaptee.
  let service: DollarPriceService

  /// The service's price of `album`, in yuan, rounded to the fen; nothing when it has none.
  func priceInYuan(for album: Album) -> Decimal {
    let dollars = service.priceInDollars(forTitle: album.title) ?? 0
    return (dollars * ExchangeRate.yuanPerDollar).roundedToFen()
  }
}
