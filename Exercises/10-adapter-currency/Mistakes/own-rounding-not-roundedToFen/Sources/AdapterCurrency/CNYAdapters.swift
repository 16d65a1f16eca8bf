import Foundation

/// An object adapter: it holds a dollar amount and presents it as yuan.
struct CNYObjectAdapter: CNYTarget {
  /// The amount being adapted.
  let adaptee: USDAdaptee

  /// The adaptee's dollars in yuan, rounded to the fen.
  var cny: Decimal {
    toFen(adaptee.usd * ExchangeRate.cnyPerUSD)
  }
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    toFen(usd * ExchangeRate.cnyPerUSD)
  }
}

/// Rounds yuan to the fen, a half away from zero.
private func toFen(_ amount: Decimal) -> Decimal {
  var value = amount
  var result = Decimal()
  NSDecimalRound(&result, &value, 2, .plain)
  return result
}
