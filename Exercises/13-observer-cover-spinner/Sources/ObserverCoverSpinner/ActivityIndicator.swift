import Synchronization

/// A spinner that says "loading".
///
/// Its state sits behind a lock, so it may be stopped from any thread: an observation's change
/// handler can run on whichever thread made the change.
final class ActivityIndicator: Sendable {
  private let animating = Mutex(true)

  /// Whether it is spinning; it spins from the start.
  var isAnimating: Bool {
    animating.withLock { $0 }
  }

  /// Stops the spinning, for good.
  func stopAnimating() {
    animating.withLock { $0 = false }
  }
}
