/// A way a cover can be dressed up on screen.
enum Decoration: Equatable {
  /// A frame of `+`, `-` and `|` around everything drawn so far, as wide as its widest line.
  case border
  /// A line of text under everything drawn so far.
  case caption(String)
  /// A line of text, between `** ` and ` **`, over everything drawn so far.
  case badge(String)
}

/// Draws a cover as lines of text: the title in brackets, then each decoration in turn, the
/// first one innermost.
///
/// Adding a kind of decoration means a new case here and a new branch in the switch, and every
/// decoration is drawn by this one function.
func render(title: String, decorations: [Decoration]) -> [String] {
  // TODO: Make each kind of decoration a type of its own that wraps a Cover (in
  // CoverDecorators.swift); then the enum and the `switch` below give way to a Cover protocol
  // and a PlainCover.
  var lines = ["[ \(title) ]"]
  for decoration in decorations {
    switch decoration {
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
