import Foundation

/// The conversion, written once: every dollar amount speaks yuan.
extension USDAdaptee: CNYTarget {
  var cny: Decimal {
    (usd * ExchangeRate.cnyPerUSD).roundedToFen()
  }
}

/// An object adapter: it holds a dollar amount and presents it as yuan.
struct CNYObjectAdapter: CNYTarget {
  /// The amount being adapted.
  let adaptee: USDAdaptee

  /// The adaptee's dollars in yuan, rounded to the fen.
  var cny: Decimal {
    adaptee.cny
  }
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee {}
