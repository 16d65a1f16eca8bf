import Foundation

/// Makes dollars fit ``CNYTarget`` by being a ``USDAdaptee``: the class adapter (inheritance).
///
/// The adapter is a subclass of the adaptee that also conforms to the target, so one object
/// speaks both interfaces: it goes wherever a `USDAdaptee` is expected, and wherever a
/// `CNYTarget` is.
///
/// Pick the class adapter when you create the object yourself and it must be used both ways.
/// Its limits come from inheritance: it cannot adapt a `USDAdaptee` that already exists (only
/// itself), it needs the adaptee to be a class open to subclassing, and a class has one
/// superclass, so it adapts one class at most. When any of that gets in the way, use
/// ``CNYObjectAdapter``.
public final class CNYClassAdapter: USDAdaptee, CNYTarget {
  /// The rate this adapter converts at.
  public let rate: ExchangeRate

  /// Creates an amount of `usd` dollars that also shows itself as yuan at `rate`.
  public init(usd: Decimal = 0, rate: ExchangeRate = .standard) {
    self.rate = rate
    super.init(usd: usd)
  }

  /// This object's own dollars in yuan, rounded to the fen, halves away from zero.
  public var cny: Decimal {
    rate.cny(forUSD: usd)
  }
}
