import Synchronization

/// An observer's registration: the observer is called for as long as you keep the token, and
/// never again once you ``cancel()`` it or let it go.
///
/// The 2014 tutorial had to remove every observer by hand in `deinit`, or the center went on
/// calling an object that no longer existed and the app crashed. Foundation's block observers
/// still must be handed back to `removeObserver`, or their blocks live as long as the center. A token ties the registration
/// to a lifetime instead: store it in a property of the observing object, and the observation
/// ends when that object does.
///
/// ```swift
/// final class CoverLoader {
///   private var coverRequests: ObservationToken?
///
///   init(center: NotificationCenter) {
///     coverRequests = center.addObserver(for: CoverRequest.self) { [weak self] request in
///       self?.load(request)
///     }
///   }  // No deinit needed: releasing the token unregisters the observer.
/// }
/// ```
///
/// A token is `Sendable`: it may be cancelled, or released, on any thread.
public final class ObservationToken: Sendable {
  // tutorial:begin observation-token
  /// What ends the observation; `nil` once it has run, so it runs at most once.
  private let onCancel: Mutex<(@Sendable () -> Void)?>

  /// Creates a token that runs `onCancel` the first time it is cancelled or released.
  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Mutex(onCancel)
  }

  /// Ends the observation: the observer is not called again.
  ///
  /// On the main actor this takes effect at once, even in the middle of a post: an observer
  /// cancelled by an earlier observer of the same message does not receive it. Cancelling
  /// twice does nothing.
  public func cancel() {
    let onCancel = self.onCancel.withLock { $0.take() }
    onCancel?()
  }

  /// Whether ``cancel()`` has run.
  var isCancelled: Bool {
    onCancel.withLock { $0 == nil }
  }

  deinit {
    cancel()
  }
  // tutorial:end observation-token
}
