/// Frames the cover it wraps in `+`, `-` and `|`, as wide as its widest line.
struct Bordered: Cover {
  /// The framed lines, drawn once when the decorator is made.
  let lines: [String]

  init(wrapped: any Cover) {
    let inner = wrapped.lines
    let width = inner.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width + 2) + "+"
    let framed = inner.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
    lines = [edge] + framed + [edge]
  }
}

/// Writes a line of text under the cover it wraps.
struct Captioned: Cover {
  /// The wrapped cover's lines, then the caption, drawn once.
  let lines: [String]

  init(wrapped: any Cover, caption: String) {
    lines = wrapped.lines + [caption]
  }
}

/// Puts a badge, between `** ` and ` **`, over the cover it wraps.
struct Badged: Cover {
  /// The badge, then the wrapped cover's lines, drawn once.
  let lines: [String]

  init(wrapped: any Cover, badge: String) {
    lines = ["** \(badge) **"] + wrapped.lines
  }
}
