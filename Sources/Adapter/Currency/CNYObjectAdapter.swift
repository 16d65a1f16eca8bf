import Foundation

/// Makes a ``USDAdaptee`` fit ``CNYTarget`` by holding one: the object adapter (composition).
///
/// The adapter keeps a reference to the adaptee and answers the target's question, "how many
/// yuan?", by asking the adaptee for dollars and converting them. The adaptee is untouched and
/// unaware; later changes to its dollars show in ``cny``.
///
/// Pick the object adapter by default. It adapts any `USDAdaptee`, one made elsewhere or a
/// subclass, and needs nothing from the adaptee's type: it would work as well if the adaptee
/// were a `final` class or a struct. ``CNYClassAdapter`` can do neither.
public struct CNYObjectAdapter: CNYTarget {
  /// The rate this adapter converts at.
  public let rate: ExchangeRate

  /// The dollars being adapted.
  private let adaptee: USDAdaptee

  /// Creates an adapter that shows `adaptee`'s dollars as yuan at `rate`.
  public init(adapting adaptee: USDAdaptee, rate: ExchangeRate = .standard) {
    self.adaptee = adaptee
    self.rate = rate
  }

  /// The adaptee's dollars in yuan, rounded to the fen, halves away from zero.
  public var cny: Decimal {
    rate.cny(forUSD: adaptee.usd)
  }
}
