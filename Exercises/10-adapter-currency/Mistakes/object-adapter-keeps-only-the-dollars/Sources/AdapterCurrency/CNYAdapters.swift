import Foundation

/// An object adapter: it holds a dollar amount and presents it as yuan.
struct CNYObjectAdapter: CNYTarget {
  /// The adaptee's amount: all the adapter needs of it.
  let usd: Decimal

  /// Adapts `adaptee`, keeping its dollars.
  init(adaptee: USDAdaptee) {
    usd = adaptee.usd
  }

  /// The dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (usd * ExchangeRate.cnyPerUSD).roundedToFen()
  }
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (usd * ExchangeRate.cnyPerUSD).roundedToFen()
  }
}
