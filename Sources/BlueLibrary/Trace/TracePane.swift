import BlueKit

/// The trace as a terminal shows it below the screen: a title, then the latest lines that fit,
/// each cut to the terminal's width.
struct TracePane {
  /// The pane's text, one string per terminal row; empty when no row is left for it.
  let lines: [String]

  /// The pane for `trace` in `rows` rows of `columns` columns.
  init(trace: PatternTrace, columns: Int, rows: Int) {
    guard rows > 0, columns > 0 else {
      lines = []
      return
    }
    let shown = trace.lines.suffix(rows - 1).map { $0.text(in: trace.words) }
    lines = ([trace.words.paneTitle] + shown).map {
      TerminalText($0).prefix(columns: columns).description
    }
  }
}
