/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// A size with no extent.
  public static let zero = Size(width: 0, height: 0)

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `width×height`.
  public var description: String {
    "\(width.compactDescription)×\(height.compactDescription)"
  }
}
