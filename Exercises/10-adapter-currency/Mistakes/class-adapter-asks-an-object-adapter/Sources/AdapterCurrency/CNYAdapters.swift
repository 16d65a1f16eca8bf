import Foundation

/// An object adapter: it holds a dollar amount and presents it as yuan.
struct CNYObjectAdapter: CNYTarget {
  /// The amount being adapted.
  let adaptee: USDAdaptee

  /// The adaptee's dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (adaptee.usd * ExchangeRate.cnyPerUSD).roundedToFen()
  }
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    // The conversion is written once, in the object adapter; nothing is kept.
    CNYObjectAdapter(adaptee: self).cny
  }
}
