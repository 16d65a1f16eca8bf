/// Recognizes a tap on the view it is attached to (UIKit's `UITapGestureRecognizer`).
///
/// The 2014 code passed a target and a selector string; a closure says the same thing and the
/// compiler checks it.
@MainActor
public final class TapGestureRecognizer {
  /// The view the recognizer is attached to.
  ///
  /// Weak: the view owns its recognizers.
  public internal(set) weak var view: View?

  private let action: @MainActor (TapGestureRecognizer) -> Void
  private var lastLocation: Point?

  /// Creates a recognizer that calls `action` for every tap.
  public init(action: @escaping @MainActor (TapGestureRecognizer) -> Void) {
    self.action = action
  }

  /// Where the last tap landed, in `view`'s own coordinates; `nil` before any tap or when `view`
  /// is not in the same view tree.
  public func location(in view: View) -> Point? {
    guard let attached = self.view, let location = lastLocation else { return nil }
    if view === attached { return location }
    return attached.convert(location, to: view)
  }

  func recognize(at location: Point) {
    lastLocation = location
    action(self)
  }
}
