/// A cover in the scroller: a view that knows a cover's address and whether it is highlighted.
///
/// It never sees an `Album`, so it could show a film's poster or a book's jacket just as well.
final class AlbumView {
  /// Where the cover image comes from.
  let coverURL: String
  /// Whether this cover is the selected one; a highlighted cover has a white background.
  private(set) var isHighlighted = false

  /// Creates the view for the cover at `coverURL`.
  init(coverURL: String) {
    self.coverURL = coverURL
  }

  /// Highlights the cover, or not.
  func highlight(_ isHighlighted: Bool) {
    self.isHighlighted = isHighlighted
  }

  /// The background colour: white when highlighted, black otherwise (as in the 2014 app).
  var backgroundColor: String { isHighlighted ? "white" : "black" }
}
