/// Which values a key-value change handler receives, and whether it also runs at once.
///
/// The same options as Foundation's `NSKeyValueObservingOptions`, with the same raw values;
/// `.prior` (a second call before each change) is left out.
public struct KeyValueObservingOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Creates options from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Fill in ``KeyValueObservedChange/newValue`` with the value after the change.
  public static let new = KeyValueObservingOptions(rawValue: 1 << 0)

  /// Fill in ``KeyValueObservedChange/oldValue`` with the value before the change.
  public static let old = KeyValueObservingOptions(rawValue: 1 << 1)

  /// Also call the handler once right away, before `observe` returns, so the observer starts
  /// from the current value without waiting for a change.
  ///
  /// As in Foundation, that first call has no old value, and has the current value as its new
  /// value only when the options include ``new`` as well.
  public static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
}
