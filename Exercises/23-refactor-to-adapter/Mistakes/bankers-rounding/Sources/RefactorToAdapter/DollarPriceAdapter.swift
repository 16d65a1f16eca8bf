import Foundation

/// The adapter: the dollar service, made to fit a price list that speaks yuan.
struct DollarPriceAdapter: YuanPriceSource {
  /// The adaptee.
  let service: DollarPriceService

  /// The price in yuan, rounded to the fen the way banks round: a half to the even fen.
  func priceInYuan(for album: Album) -> Decimal? {
    guard
      var yuan = service.priceInDollars(forTitle: album.title).map({
        $0 * ExchangeRate.yuanPerDollar
      })
    else { return nil }
    var rounded = Decimal()
    NSDecimalRound(&rounded, &yuan, 2, .bankers)
    return rounded
  }
}
