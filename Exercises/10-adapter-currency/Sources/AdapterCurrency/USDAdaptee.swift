import Foundation

/// The adaptee: an amount in US dollars, from code that knows nothing of yuan.
///
/// Money is a `Decimal`, never a `Double`: 0.1 + 0.2 is exactly 0.3 in decimal, and binary
/// floating point cannot store most amounts of cents exactly.
class USDAdaptee {
  /// The amount in US dollars; it may change, as a price is updated.
  var usd: Decimal

  /// Creates an amount of `usd` dollars.
  init(usd: Decimal) {
    self.usd = usd
  }
}
