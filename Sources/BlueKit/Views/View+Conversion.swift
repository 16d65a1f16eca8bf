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
