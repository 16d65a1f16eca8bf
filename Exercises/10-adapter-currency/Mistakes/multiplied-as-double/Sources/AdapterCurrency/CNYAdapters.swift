import Foundation

/// Dollars times the rate, multiplied as numbers, then rounded to the fen.
private func inYuan(_ usd: Decimal) -> Decimal {
  let dollars = NSDecimalNumber(decimal: usd).doubleValue
  let rate = NSDecimalNumber(decimal: ExchangeRate.cnyPerUSD).doubleValue
  return Decimal(dollars * rate).roundedToFen()
}

/// An object adapter: it holds a dollar amount and presents it as yuan.
struct CNYObjectAdapter: CNYTarget {
  /// The amount being adapted.
  let adaptee: USDAdaptee

  /// The adaptee's dollars in yuan, rounded to the fen.
  var cny: Decimal {
    inYuan(adaptee.usd)
  }
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    inYuan(usd)
  }
}
