import Foundation

/// An object adapter: it holds a dollar amount and presents it as yuan.
final class CNYObjectAdapter: CNYTarget {
  /// The amount being adapted.
  let adaptee: USDAdaptee

  init(adaptee: USDAdaptee) {
    self.adaptee = adaptee
  }

  /// The adaptee's dollars in yuan, rounded to the fen, worked out the first time it is asked.
  lazy var cny: Decimal = (adaptee.usd * ExchangeRate.cnyPerUSD).roundedToFen()
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (usd * ExchangeRate.cnyPerUSD).roundedToFen()
  }
}
