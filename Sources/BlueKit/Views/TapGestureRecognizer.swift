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

extension View {
  /// Converts a point in this view's bounds coordinates to `other`'s, when both share a root.
  public func convert(_ point: Point, to other: View) -> Point? {
    guard let mine = positionInRoot(of: point), let theirs = other.positionInRoot(of: .zero),
      mine.root === theirs.root
    else { return nil }
    return Point(x: mine.point.x - theirs.point.x, y: mine.point.y - theirs.point.y)
  }

  /// Where `point` (in bounds coordinates) lies in the root view's coordinates, and that root.
  private func positionInRoot(of point: Point) -> (point: Point, root: View)? {
    var current: View = self
    var position = Point(x: point.x - bounds.minX, y: point.y - bounds.minY)
    while let parent = current.superview {
      position.x += current.frame.minX - parent.bounds.minX
      position.y += current.frame.minY - parent.bounds.minY
      current = parent
    }
    return (
      Point(x: position.x + current.bounds.minX, y: position.y + current.bounds.minY), current
    )
  }
}
