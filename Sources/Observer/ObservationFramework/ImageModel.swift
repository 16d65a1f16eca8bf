import Observation

/// An image and its caption, observed with Swift's Observation framework rather than with
/// ``KeyValueObservable``: the same job, done the way SwiftUI does it.
///
/// `@Observable` makes every stored property trackable with no code in `didSet`. Observing is
/// different too: instead of naming a property, you run a closure, and the framework notes
/// which properties it read.
///
/// ```swift
/// withObservationTracking {
///   _ = model.image  // reads `image` only, so only `image` is tracked
/// } onChange: {
///   print("image is about to change")  // once, then tracking is over
/// }
/// ```
///
/// ## Which one to pick
///
/// Key-value observing (``KeyValueObservable/observe(_:options:changeHandler:)``):
/// - names one property, and gets its old and new values;
/// - runs synchronously *after* each change, inside the setter;
/// - keeps observing until its ``KeyValueObservation`` ends;
/// - needs the class to opt in, property by property.
///
/// The Observation framework (`@Observable` with `withObservationTracking`):
/// - tracks whatever the closure read, however many objects and properties that is, so one
///   closure can cover a whole screen's worth of state;
/// - calls `onChange` *before* the change (in `willSet`), with no values at all: read the model
///   later to see the new state;
/// - calls `onChange` once, then stops: to keep observing, track again, as
///   ``observeChanges(_:onChange:)`` does;
/// - needs nothing per property: `@Observable` does it all.
///
/// Pick key-value observing when an object must react to one property at once, with its old
/// value at hand; this is UIKit's way, and BlueKit's image view offers it. Pick the Observation
/// framework for models that a user interface renders: it finds out what to watch by itself,
/// and several changes made together lead to one update.
@MainActor
@Observable
public final class ImageModel {
  /// The image, as text art; `nil` while it is still on its way.
  public var image: String?

  /// A line shown under the image.
  public var caption: String

  /// Creates a model showing `image` with `caption`.
  public init(image: String? = nil, caption: String = "") {
    self.image = image
    self.caption = caption
  }
}

/// Calls `onChange` with the new value after every change to what `value` reads, until the
/// returned token is cancelled or released.
///
/// `withObservationTracking` reports one change, then stops, and reports it from `willSet`,
/// before the new value is stored. So each time, this waits for the change to finish (a new
/// main-actor task runs after the setter has returned), reads the new value, hands it to
/// `onChange`, and tracks again.
///
/// ```swift
/// let token = observeChanges {
///   model.image
/// } onChange: { image in
///   spinner.stopAnimating()
/// }
/// ```
///
/// Changes made together, before the main actor is free again, arrive as one call with the
/// latest value. (Swift's `Observations` sequence, from macOS 26 and iOS 26, works the same way
/// as an `AsyncSequence`.)
///
/// - Parameters:
///   - value: Reads the observed state; everything it reads is tracked.
///   - onChange: Called on the main actor with what `value` returns after each change.
/// - Returns: The observation; releasing it stops `onChange` from being called again.
@MainActor
public func observeChanges<Value>(
  _ value: @escaping @MainActor () -> Value,
  onChange: @escaping @MainActor (Value) -> Void
) -> ObservationToken {
  // Separate from the caller's token, so that the loop does not keep that token alive.
  let loop = ObservationToken {}
  track(value, onChange: onChange, until: loop)
  return ObservationToken { loop.cancel() }
}

// tutorial:begin observation-track
/// Tracks `value` once; after the change, calls `onChange` and tracks again, unless `loop` has
/// been cancelled meanwhile.
@MainActor
private func track<Value>(
  _ value: @escaping @MainActor () -> Value,
  onChange: @escaping @MainActor (Value) -> Void,
  until loop: ObservationToken
) {
  withObservationTracking {
    _ = value()
  } onChange: {
    // Called in `willSet`: the new value is not stored yet, so read it from a task that runs
    // once the setter has returned.
    Task { @MainActor in
      guard !loop.isCancelled else { return }
      onChange(value())
      track(value, onChange: onChange, until: loop)
    }
  }
}
// tutorial:end observation-track
