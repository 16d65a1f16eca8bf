/// Draws a box around any view.
///
/// It is a `TextView` that wraps a `TextView`, so it can wrap a cover, a caption, or another
/// decorator, and whoever draws it cannot tell the difference.
struct BorderDecorator: TextView {
  /// The view inside the box.
  var base: any TextView

  /// The base's lines boxed: "+", a "-" per character of the widest line, "+" on top and at
  /// the bottom; each line between "|" and "|", padded with spaces to the widest.
  var lines: [String] {
    // A control character (escape, bell, NUL) would make the terminal do something rather than
    // draw it, so in the box each is written as its picture (ESC as U+241B); a tab and a line
    // break stay. One character for one: the width does not change.
    let inner = base.lines.map { line in
      String(
        String.UnicodeScalarView(
          line.unicodeScalars.map { scalar in
            scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
              ? Unicode.Scalar(0x2400 + scalar.value) ?? scalar : scalar
          }))
    }
    let width = inner.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width) + "+"
    let body = inner.map { "|" + $0 + String(repeating: " ", count: width - $0.count) + "|" }
    return [edge] + body + [edge]
  }
}

/// Writes a caption under any view.
struct CaptionDecorator: TextView {
  /// The view above the caption.
  var base: any TextView
  /// The text under it.
  var caption: String

  /// The base's lines, then the caption.
  var lines: [String] {
    base.lines + [caption]
  }
}
