import BlueKit

extension Transcript {
  /// Draws `view` as text, one cell per 5 × 10 points of its frame, inside a box of `+`, `-`
  /// and `|` so the reader can see where the view ends.
  public func show(_ view: View) {
    let columns = Int(view.frame.width / Canvas.Scale.standard.pointsPerColumn)
    let rows = Int(view.frame.height / Canvas.Scale.standard.pointsPerRow)
    let border = "  +" + String(repeating: "-", count: columns) + "+"
    line(border)
    let drawing = view.render(columns: columns, rows: rows)
    for row in drawing.split(separator: "\n", omittingEmptySubsequences: false) {
      line("  |" + row.padding(toLength: columns, withPad: " ", startingAt: 0) + "|")
    }
    line(border)
  }
}
