import Foundation

extension Decimal {
  /// Half a fen added, then everything past the fen cut off.
  fileprivate func toNearestFen() -> Decimal {
    var value = self + Decimal(sign: .plus, exponent: -3, significand: 5)
    var cut = Decimal()
    NSDecimalRound(&cut, &value, 2, .down)
    return cut
  }
}

/// An object adapter: it holds a dollar amount and presents it as yuan.
struct CNYObjectAdapter: CNYTarget {
  /// The amount being adapted.
  let adaptee: USDAdaptee

  /// The adaptee's dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (adaptee.usd * ExchangeRate.cnyPerUSD).toNearestFen()
  }
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (usd * ExchangeRate.cnyPerUSD).toNearestFen()
  }
}
