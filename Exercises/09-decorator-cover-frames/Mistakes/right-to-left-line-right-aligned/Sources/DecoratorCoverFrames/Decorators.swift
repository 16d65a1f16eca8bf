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
      // A Hebrew or Arabic line reads from the right, so it sits against the right bar.
      return isRightToLeft(line) ? "|" + padding + line + "|" : "|" + line + padding + "|"
    }
    return [edge] + body + [edge]
  }

  /// Whether `line` is written in a right-to-left script (Hebrew, Arabic).
  private func isRightToLeft(_ line: String) -> Bool {
    line.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) }
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
