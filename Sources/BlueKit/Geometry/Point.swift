/// A location in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate; it grows to the right.
  public var x: Double
  /// The vertical coordinate; it grows downwards, as on a screen.
  public var y: Double

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// `(x, y)`, with whole numbers printed without a fraction.
  public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}
