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

/// A class adapter: it keeps its own dollar amount and speaks yuan; inheriting from
/// USDAdaptee only to read one number is more than it needs.
struct CNYClassAdapter: CNYTarget {
  /// Its own dollars.
  let usd: Decimal

  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (usd * ExchangeRate.cnyPerUSD).roundedToFen()
  }
}
