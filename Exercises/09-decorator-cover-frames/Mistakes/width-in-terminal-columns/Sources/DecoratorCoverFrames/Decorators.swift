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
    let width = inner.map(columns).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width) + "+"
    let body = inner.map { "|" + $0 + String(repeating: " ", count: width - columns($0)) + "|" }
    return [edge] + body + [edge]
  }

  /// How many terminal columns a line takes: a wide character (CJK, emoji) takes two.
  private func columns(_ line: String) -> Int {
    line.reduce(0) { total, character in
      let value = character.unicodeScalars.first?.value ?? 0
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
        || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
        || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
        || (0x1F300...0x1FAFF).contains(value)
      return total + (wide ? 2 : 1)
    }
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
