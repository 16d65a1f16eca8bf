/// A cover in the scroller: it knows a cover's address and whether it is highlighted, and
/// never sees an `Album`.
final class AlbumView: View {
  /// Where the cover image comes from.
  let coverURL: String
  /// Whether this is the current album's cover (drawn on white rather than black).
  private(set) var isHighlighted = false

  /// Creates the view for the cover at `coverURL`.
  init(coverURL: String) {
    self.coverURL = coverURL
    super.init()
  }

  /// Called after each `highlight(_:)`, with the new state: whoever draws the cover (or a
  /// test) hears the changes in the order they are made.
  var onHighlight: ((Bool) -> Void)?

  /// Highlights the cover, or not.
  func highlight(_ isHighlighted: Bool) {
    self.isHighlighted = isHighlighted
    onHighlight?(isHighlighted)
  }
}
