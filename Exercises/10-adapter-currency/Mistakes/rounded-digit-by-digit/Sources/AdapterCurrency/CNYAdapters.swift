import Foundation

/// An object adapter: it holds a dollar amount and presents it as yuan.
struct CNYObjectAdapter: CNYTarget {
  /// The amount being adapted.
  let adaptee: USDAdaptee

  /// The adaptee's dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (adaptee.usd * ExchangeRate.cnyPerUSD).roundedStepByStep()
  }
}

/// A class adapter: it is a dollar amount (a subclass) that also speaks yuan.
final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// Its own dollars in yuan, rounded to the fen.
  var cny: Decimal {
    (usd * ExchangeRate.cnyPerUSD).roundedStepByStep()
  }
}

extension Decimal {
  /// Rounded as at school, one digit at a time: first to the tenth of a fen, then to the fen.
  func roundedStepByStep() -> Decimal {
    var value = self
    var toTenthOfAFen = Decimal()
    NSDecimalRound(&toTenthOfAFen, &value, 3, .plain)
    return toTenthOfAFen.roundedToFen()
  }
}
