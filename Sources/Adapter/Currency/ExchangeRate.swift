import Foundation

/// How many yuan one US dollar buys, and the one place where dollars become yuan.
///
/// Both adapters convert through ``cny(forUSD:)``, so they agree to the fen, and the rounding
/// rule is written once.
///
/// ## Rounding: to the fen, halves away from zero
///
/// The exact product `usd × cnyPerUSD` is rounded to two decimal places, the fen (0.01 yuan,
/// the smallest unit of the yuan). A product exactly half-way between two fen rounds away from
/// zero: 0.085 becomes 0.09 and −0.085 becomes −0.09. That is 四舍五入, "round half up", the
/// rule people learn at school and see on Chinese receipts, so a learner who checks an answer
/// by hand gets the same fen. Banker's rounding (half to even, which makes 0.085 into 0.08)
/// keeps the total of many rounded amounts unbiased; that matters to a ledger summing millions
/// of entries, not to converting one price. Only the result is rounded: the dollars and the
/// rate are used exactly, so a conversion rounds once.
///
/// ## Money is `Decimal`, never `Double`
///
/// A `Double` holds binary fractions, so most amounts in cents, 0.1 among them, have no exact
/// value. `Decimal` keeps decimal digits exactly. (The tutorial's source multiplied whole
/// dollars by 6.8 into an integer, which threw the fractional yuan away: 1 dollar came out as 6
/// yuan, not 6.80.)
///
/// Beware of float literals: `7.1234 as Decimal` is converted through `Double` and becomes
/// 7.123400000000001024. Make a rate from text or from integers instead:
///
/// ```swift
/// let rate = try ExchangeRate(cnyPerUSD: Decimal(71_234) / 10_000)  // 7.1234
/// rate.cny(forUSD: 1_000)  // 7123.4 yuan
/// ```
public struct ExchangeRate: Sendable, Hashable {
  // tutorial:begin exchange-rate
  /// The rate the tutorial uses, 6.8 yuan to the dollar; the adapters use it unless told
  /// otherwise.
  public static let standard = ExchangeRate(positive: Decimal(68) / 10)

  /// How many yuan one dollar buys.
  public let cnyPerUSD: Decimal

  /// Creates a rate at which one dollar buys `cnyPerUSD` yuan.
  ///
  /// - Throws: ``InvalidRate`` when `cnyPerUSD` is zero, negative or not a number: such a rate
  ///   would turn every price into nonsense, so it is refused up front.
  public init(cnyPerUSD: Decimal) throws {
    guard cnyPerUSD > 0 else { throw InvalidRate(cnyPerUSD: cnyPerUSD) }
    self.init(positive: cnyPerUSD)
  }

  /// Creates a rate that is known to be positive.
  private init(positive cnyPerUSD: Decimal) {
    self.cnyPerUSD = cnyPerUSD
  }

  /// The yuan that `usd` dollars buy, rounded to the fen, halves away from zero.
  public func cny(forUSD usd: Decimal) -> Decimal {
    var exact = usd * cnyPerUSD
    var fen = Decimal()
    NSDecimalRound(&fen, &exact, 2, .plain)  // .plain rounds a half away from zero.
    return fen
  }
  // tutorial:end exchange-rate

  /// The error for a rate that is not more than zero.
  public struct InvalidRate: Error, CustomStringConvertible {
    /// The rate that was refused.
    public let cnyPerUSD: Decimal

    /// Says what was wrong, for a person to read.
    public var description: String {
      "an exchange rate must be more than 0 yuan per dollar, not \(cnyPerUSD)"
    }
  }
}
