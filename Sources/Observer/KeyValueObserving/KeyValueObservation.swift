/// A key-value observation in progress: it ends when you call ``invalidate()`` or release it.
///
/// Keep it in a property of the observer. The 2014 tutorial removed its observer by hand in
/// `deinit`; here releasing the observation does that, so forgetting is impossible.
///
/// An observation refers to its object's observers weakly: when the observed object goes away
/// first, the observation simply has nothing left to end. Like those observers, it belongs to
/// the object's isolation (the main actor, for a view), so it is not `Sendable`.
public final class KeyValueObservation {
  private weak var observers: KeyValueObservers?
  private let id: Int

  init(observers: KeyValueObservers, id: Int) {
    self.observers = observers
    self.id = id
  }

  /// Stops the handler from being called again.
  ///
  /// Invalidating twice does nothing.
  public func invalidate() {
    observers?.remove(id)
    observers = nil
  }

  deinit {
    invalidate()
  }
}

/// An observation stays in its object's isolation, like the observers it ends.
@available(*, unavailable)
extension KeyValueObservation: Sendable {}
