import BlueKit

extension Transcript {
  /// Draws `view` as text, one cell per 5 × 10 points of its frame, inside a box of `+`, `-`
  /// and `|` so the reader can see where the view ends.
  public func show(_ view: View) {
    let columns = Self.cells(view.frame.width / Canvas.Scale.standard.pointsPerColumn)
    let rows = Self.cells(view.frame.height / Canvas.Scale.standard.pointsPerRow)
    let border = "  +" + String(repeating: "-", count: columns) + "+"
    line(border)
    let drawing = view.render(columns: columns, rows: rows)
    for row in drawing.split(separator: "\n", omittingEmptySubsequences: false) {
      // Padded by the columns the row takes, not its characters: a Chinese title takes two each.
      let padding = String(repeating: " ", count: max(0, columns - TerminalText(String(row)).width))
      line("  |" + row + padding + "|")
    }
    line(border)
  }

  /// A whole number of cells, none for a frame that is empty, negative or not a number, and
  /// at most a thousand, so that a view's odd frame cannot trap the conversion to `Int`.
  private static func cells(_ length: Double) -> Int {
    guard length.isFinite else { return 0 }
    return Int(min(max(length, 0), 1000))
  }
}
