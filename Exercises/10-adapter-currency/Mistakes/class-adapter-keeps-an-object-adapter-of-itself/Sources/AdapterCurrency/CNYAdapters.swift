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
  /// The conversion is written once, in the object adapter: this one adapts itself with it,
  /// made the first time it is needed.
  private lazy var converter = CNYObjectAdapter(adaptee: self)

  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    converter.cny
  }
}
