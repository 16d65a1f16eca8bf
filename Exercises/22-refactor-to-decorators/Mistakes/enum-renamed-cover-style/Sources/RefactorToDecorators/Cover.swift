/// A style a cover can be drawn in.
enum CoverStyle: Equatable {
  /// A frame of `+`, `-` and `|` around everything drawn so far, as wide as its widest line.
  case border
  /// A line of text under everything drawn so far.
  case caption(String)
  /// A line of text, between `** ` and ` **`, over everything drawn so far.
  case badge(String)
}

/// Draws a cover as lines of text: the title in brackets, then each style in turn, the
/// first one innermost.
func render(title: String, styles: [CoverStyle]) -> [String] {
  var lines = ["[ \(title) ]"]
  for style in styles {
    switch style {
    case .border:
      let width = lines.map(\.count).max() ?? 0
      let edge = "+" + String(repeating: "-", count: width + 2) + "+"
      let framed = lines.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
      lines = [edge] + framed + [edge]
    case .caption(let text):
      lines.append(text)
    case .badge(let text):
      lines.insert("** \(text) **", at: 0)
    }
  }
  return lines
}
