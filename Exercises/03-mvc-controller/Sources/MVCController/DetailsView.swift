/// The text under the scroller: a heading and a line of details, or nothing at all.
final class DetailsView {
  /// The large text, such as an album's title.
  private(set) var heading = ""
  /// The small text under the heading.
  private(set) var detail = ""

  /// Shows `heading` above `detail`.
  func show(heading: String, detail: String) {
    self.heading = heading
    self.detail = detail
  }

  /// Shows nothing.
  func clear() {
    show(heading: "", detail: "")
  }
}
