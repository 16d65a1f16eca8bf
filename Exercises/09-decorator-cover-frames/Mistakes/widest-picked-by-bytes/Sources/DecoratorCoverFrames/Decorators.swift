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
    let widest = inner.max { $0.utf8.count < $1.utf8.count } ?? ""
    let width = widest.count

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
