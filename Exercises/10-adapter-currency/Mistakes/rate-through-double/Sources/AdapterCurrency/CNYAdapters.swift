import Foundation

/// An object adapter: it holds a dollar amount and presents it as yuan.
struct CNYObjectAdapter: CNYTarget {
  /// The amount being adapted.
  let adaptee: USDAdaptee

  /// The adaptee's dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (adaptee.usd * yuanPerDollar).roundedToFen()
  }
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (usd * yuanPerDollar).roundedToFen()
  }
}

/// The rate as a plain value both adapters share.
let yuanPerDollar = Decimal(NSDecimalNumber(decimal: ExchangeRate.cnyPerUSD).doubleValue)
