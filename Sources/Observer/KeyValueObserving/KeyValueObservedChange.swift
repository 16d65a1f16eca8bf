/// What a key-value change handler is told about one change.
///
/// Each value is there only when the observation's options asked for it (``KeyValueObservingOptions/old``,
/// ``KeyValueObservingOptions/new``), as in Foundation's `NSKeyValueObservedChange`. For an
/// optional property both are double optionals: `newValue == .some(nil)` means "changed to
/// `nil`", while `newValue == nil` means "not asked for".
public struct KeyValueObservedChange<Value> {
  /// The value before the change, if the options include ``KeyValueObservingOptions/old``.
  public let oldValue: Value?

  /// The value after the change, if the options include ``KeyValueObservingOptions/new``.
  public let newValue: Value?

  /// Creates a change; handlers receive these, and tests build them to compare against.
  public init(oldValue: Value? = nil, newValue: Value? = nil) {
    self.oldValue = oldValue
    self.newValue = newValue
  }
}

extension KeyValueObservedChange: Equatable where Value: Equatable {}

extension KeyValueObservedChange: Sendable where Value: Sendable {}
