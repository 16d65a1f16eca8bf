/// A rectangle on the screen, in points from the top left.
struct Rect: Equatable, Sendable {
  /// The left edge.
  var x: Int
  /// The top edge.
  var y: Int
  /// How wide.
  var width: Int
  /// How tall.
  var height: Int

  /// The empty rectangle at the origin.
  static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Whether the point `x` across lies within the rectangle's width.
  func containsX(_ x: Int) -> Bool {
    x >= self.x && x < self.x + width
  }
}

/// Something on the screen: the headless stand-in for UIKit's `UIView`.
class View {
  /// Where the view is, in its parent's coordinates.
  var frame: Rect

  /// Creates a view at `frame`.
  init(frame: Rect = .zero) {
    self.frame = frame
  }
}
