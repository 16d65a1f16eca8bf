/// An object whose properties others can observe by key path: the subject of key-value
/// observing (KVO).
///
/// Foundation's KVO lets you observe an `@objc dynamic` property of an `NSObject`: when the
/// first observer arrives, the Objective-C runtime swaps the object's class for a subclass it
/// generates (isa-swizzling), whose setter tells the observers; `dynamic` makes Swift call the
/// setter through the runtime, so the override is reached. There is no Objective-C runtime on
/// Linux, so here a class opts in, in two lines: it keeps its observers, and each observable
/// property reports its changes from `didSet`.
///
/// ```swift
/// @MainActor
/// open class ImageView: View, @MainActor KeyValueObservable {
///   public let keyValueObservers = KeyValueObservers()
///
///   public var image: Image? {
///     didSet { didChangeValue(for: \.image, from: oldValue) }
///   }
/// }
/// ```
///
/// Then anyone can observe it, with the block-based API of Foundation's KVO:
///
/// ```swift
/// imageObservation = coverView.observe(\.image) { [weak self] _, _ in
///   self?.spinner.stopAnimating()
/// }
/// ```
///
/// ## Isolation
///
/// Handlers run synchronously inside the property's setter, in the object's isolation. For a
/// main-actor class, such as a view, write the conformance `@MainActor KeyValueObservable`: its
/// observers are then main-actor state, the compiler only lets main-actor code observe it, and
/// handlers may use other main-actor objects (a spinner) directly. A class with no isolation
/// (a plain `final class`) conforms with a plain `KeyValueObservable`.
///
/// ## Compared with Foundation's KVO
///
/// - Only properties whose `didSet` calls ``didChangeValue(for:from:)`` are observable.
/// - Every assignment notifies, even of an equal value, as automatic KVO does.
/// - A subclass's observers must use the key path of the class that declares the property
///   (observe `\ImageView.image`, not `\MyImageView.image`): key paths with different roots are
///   different keys.
public protocol KeyValueObservable: AnyObject {
  /// The observers of this object's properties.
  ///
  /// Store a new ``KeyValueObservers`` in a `let`; the object owns its observers, so they go
  /// away with it.
  var keyValueObservers: KeyValueObservers { get }
}

extension KeyValueObservable {
  /// Calls `changeHandler` after every change of the property at `keyPath`, until the returned
  /// observation is invalidated or released.
  ///
  /// The handler receives the object and a change whose values are filled in as `options`
  /// ask. Keep the returned observation in a property of the observer; if the handler uses
  /// the observer, capture it `weak`.
  ///
  /// - Parameters:
  ///   - keyPath: The property to observe; its `didSet` must call ``didChangeValue(for:from:)``.
  ///   - options: Which values the change carries, and whether to call the handler at once.
  ///   - changeHandler: Called after each change, in the order observers registered.
  /// - Returns: The observation; releasing it stops the handler.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: KeyValueObservingOptions = [],
    changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    let id = keyValueObservers.add(keyPath) { object, oldValue in
      changeHandler(
        object,
        KeyValueObservedChange(
          oldValue: options.contains(.old) ? oldValue : nil,
          newValue: options.contains(.new) ? object[keyPath: keyPath] : nil))
    }
    if options.contains(.initial) {
      changeHandler(
        self,
        KeyValueObservedChange(newValue: options.contains(.new) ? self[keyPath: keyPath] : nil))
    }
    return KeyValueObservation(observers: keyValueObservers, id: id)
  }

  /// Tells the observers of the property at `keyPath` that it has changed from `oldValue`.
  ///
  /// Call it from the property's `didSet`, which is where Foundation's KVO would have told them.
  ///
  /// - Parameters:
  ///   - keyPath: The property that changed.
  ///   - oldValue: Its value before the change (`didSet`'s `oldValue`).
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>, from oldValue: Value) {
    keyValueObservers.notify(self, of: keyPath, from: oldValue)
  }
}
