import Adapter
import Foundation
import Testing

/// `ExchangeRate`: 6.8 by default, dollars to yuan rounded to the fen, half up.
@Suite struct ExchangeRateTests {
  @Test func theStandardRateIsExactlySixPointEight() throws {
    #expect(ExchangeRate.standard.cnyPerUSD == (try exact("6.8")))
  }

  @Test func aThousandDollarsBuySixThousandEightHundredYuan() {
    #expect(ExchangeRate.standard.cny(forUSD: 1_000) == 6_800)
  }

  @Test func oneDollarKeepsItsFen() throws {
    // The tutorial's source computed an integer here, 6, and lost 0.80 yuan.
    #expect(ExchangeRate.standard.cny(forUSD: 1) == (try exact("6.80")))
  }

  /// Dollars at 6.8, the exact product, and the yuan after rounding to the fen.
  @Test(arguments: [
    ("0.01", "0.068", "0.07"),
    ("0.0075", "0.051", "0.05"),
    ("0.0125", "0.085", "0.09"),  // exactly half a fen: up (banker's rounding would give 0.08)
    ("0.0375", "0.255", "0.26"),  // exactly half a fen: up (banker's agrees here)
    ("1.235", "8.398", "8.40"),
    ("-0.0125", "-0.085", "-0.09"),  // a negative half goes away from zero
  ])
  func theStandardRateRoundsToTheFenHalfUp(usd: String, product: String, cny: String) throws {
    #expect(try exact(usd) * ExchangeRate.standard.cnyPerUSD == (try exact(product)))
    #expect(ExchangeRate.standard.cny(forUSD: try exact(usd)) == (try exact(cny)))
  }

  /// At a rate of 1 the product is the amount itself, so these are the rounding rule alone.
  @Test(arguments: [
    ("1.234", "1.23"),
    ("1.235", "1.24"),
    ("1.225", "1.23"),  // banker's rounding would give 1.22
    ("1.2251", "1.23"),
    ("1.2249", "1.22"),
    ("-1.225", "-1.23"),
  ])
  func halfAFenRoundsAwayFromZero(amount: String, rounded: String) throws {
    let parity = try ExchangeRate(cnyPerUSD: 1)
    #expect(parity.cny(forUSD: try exact(amount)) == (try exact(rounded)))
  }

  @Test func aCustomRateConvertsAtThatRate() throws {
    let rate = try ExchangeRate(cnyPerUSD: exact("7.1234"))
    #expect(rate.cny(forUSD: 1_000) == (try exact("7123.4")))
    #expect(rate.cny(forUSD: 1) == (try exact("7.12")))
  }

  @Test(arguments: ["0", "-6.8"])
  func aRateThatIsNotMoreThanZeroIsRefused(rate: String) throws {
    let refused = try exact(rate)
    let error = #expect(throws: ExchangeRate.InvalidRate.self) {
      try ExchangeRate(cnyPerUSD: refused)
    }
    #expect(error?.cnyPerUSD == refused)
  }

  @Test func aRateThatIsNotANumberIsRefused() {
    #expect(throws: ExchangeRate.InvalidRate.self) {
      try ExchangeRate(cnyPerUSD: .nan)
    }
  }

  @Test func theRefusalSaysWhatWasWrong() throws {
    let error = #expect(throws: ExchangeRate.InvalidRate.self) {
      try ExchangeRate(cnyPerUSD: exact("-6.8"))
    }
    #expect(
      error?.description == "an exchange rate must be more than 0 yuan per dollar, not -6.8")
  }

  @Test func aFloatLiteralIsNotAnExactDecimal() throws {
    // Why rates and amounts are written as text or integers in this module and its tests.
    #expect((7.1234 as Decimal) != (try exact("7.1234")))
    #expect(Decimal(71_234) / 10_000 == (try exact("7.1234")))
  }
}
