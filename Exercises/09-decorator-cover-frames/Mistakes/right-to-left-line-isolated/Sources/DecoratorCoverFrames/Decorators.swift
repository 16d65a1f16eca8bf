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
    let inner = base.lines
    let width = inner.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width) + "+"
    let body = inner.map { line in
      let padding = String(repeating: " ", count: width - line.count)
      // Hebrew or Arabic letters would pull a bar to the other side of the line, so a line
      // that has any is isolated (U+2068 ... U+2069) between its bars, the padding outside.
      let isRightToLeft = line.unicodeScalars.contains {
        (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFEFC).contains($0.value)
      }
      return isRightToLeft
        ? "|\u{2068}" + line + "\u{2069}" + padding + "|" : "|" + line + padding + "|"
    }
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
