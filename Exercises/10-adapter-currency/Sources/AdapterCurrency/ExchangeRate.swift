import Foundation

/// The rate the 2014 tutorial uses.
enum ExchangeRate {
  /// Yuan per US dollar: 6.8, built as 68 × 10⁻¹ so it is exact (a `6.8` literal would pass
  /// through `Double` first).
  static let cnyPerUSD = Decimal(sign: .plus, exponent: -1, significand: 68)
}

extension Decimal {
  /// The amount rounded to the fen, 0.01 yuan: to the nearest, and a half away from zero.
  ///
  /// Money is rounded once, at the end, by a rule stated in one place.
  func roundedToFen() -> Decimal {
    var value = self
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 2, .plain)
    return rounded
  }
}
