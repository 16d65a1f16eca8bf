/// The observers of one object's properties, kept by that object.
///
/// A ``KeyValueObservable`` object stores one in a `let`, and the handlers live and die with it:
/// once the object is gone nothing is left to call them, so a change can never reach an
/// observer of a dead object, or a dead observer, which is the crash the 2014 tutorial warned
/// about.
///
/// There is no lock inside. The observers share their object's isolation: a main-actor view's
/// observers are only touched on the main actor, and a plain class's observers wherever that
/// object is. The compiler checks this, which is why the class is not `Sendable`.
public final class KeyValueObservers {
  /// One handler for one property.
  private struct Registration {
    let id: Int
    let keyPath: AnyKeyPath
    /// A `(Object, Value) -> Void` for the key path's root and value types.
    let handler: Any
  }

  private var registrations: [Registration] = []
  private var nextID = 0

  /// Creates an empty set of observers, for a new object to keep.
  public init() {}

  /// Adds `handler` for changes of the property at `keyPath`; returns its identifier.
  func add<Object, Value>(
    _ keyPath: KeyPath<Object, Value>,
    handler: @escaping (_ object: Object, _ oldValue: Value) -> Void
  ) -> Int {
    let id = nextID
    nextID += 1
    registrations.append(Registration(id: id, keyPath: keyPath, handler: handler))
    return id
  }

  /// Removes the handler with identifier `id`, if it is still there.
  func remove(_ id: Int) {
    registrations.removeAll { $0.id == id }
  }

  /// Calls the handlers of `keyPath`, in the order they were added.
  ///
  /// A handler may add or remove handlers: one added now is called from the next change on, and
  /// one removed now is not called, even for this change.
  func notify<Object, Value>(
    _ object: Object, of keyPath: KeyPath<Object, Value>, from oldValue: Value
  ) {
    // The loop walks a copy of the array; `isRegistered` checks the current one.
    for registration in registrations where registration.keyPath == keyPath {
      // The same key path means the same root and value types, so the cast always succeeds.
      guard isRegistered(registration.id),
        let handler = registration.handler as? (Object, Value) -> Void
      else { continue }
      handler(object, oldValue)
    }
  }

  private func isRegistered(_ id: Int) -> Bool {
    registrations.contains { $0.id == id }
  }
}

/// Observers stay in their object's isolation: a view's observers never leave the main actor.
@available(*, unavailable)
extension KeyValueObservers: Sendable {}
