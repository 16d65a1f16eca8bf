import Foundation

/// The rate the 2014 tutorial uses.
enum ExchangeRate {
  /// Yuan per US dollar: 6.8, built as 68 × 10⁻¹ so it is exact (a `6.8` literal would pass
  /// through `Double` first).
  static let yuanPerDollar = Decimal(sign: .plus, exponent: -1, significand: 68)
}
