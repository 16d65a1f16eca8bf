import Foundation

/// An amount of money in US dollars: the adaptee, an existing class that does not fit the
/// target.
///
/// It stands for code you cannot or should not change, such as a library type or a class used
/// everywhere already. It knows nothing of yuan or of ``CNYTarget``.
///
/// It is an `open` class because both adapters need a class: ``CNYClassAdapter`` inherits from
/// it (and so may yours, in your own module), and ``CNYObjectAdapter`` holds a reference to it,
/// so a change to the dollars shows through the adapter.
open class USDAdaptee {
  /// The amount in dollars, exactly as given: it is not rounded to the cent.
  public var usd: Decimal

  /// Creates an amount of `usd` dollars.
  ///
  /// Write amounts as integers or parse them from text (`Decimal(string: "0.0125")`), not as
  /// float literals: `0.1 as Decimal` passes through `Double` on the way, and can pick up
  /// binary noise (see ``ExchangeRate``).
  public init(usd: Decimal = 0) {
    self.usd = usd
  }
}
