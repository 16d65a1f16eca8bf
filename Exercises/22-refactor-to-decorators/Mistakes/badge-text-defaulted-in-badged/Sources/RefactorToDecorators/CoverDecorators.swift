/// Frames the cover it wraps in `+`, `-` and `|`, as wide as its widest line.
struct Bordered: Cover {
  /// The cover inside the frame.
  let wrapped: any Cover

  /// The wrapped cover's lines, each padded to the widest, between a top and a bottom edge.
  var lines: [String] {
    let inner = wrapped.lines
    let width = inner.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width + 2) + "+"
    let framed = inner.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
    return [edge] + framed + [edge]
  }
}

/// Writes a line of text under the cover it wraps.
struct Captioned: Cover {
  /// The cover above the caption.
  let wrapped: any Cover
  /// The caption's text.
  let caption: String

  /// The wrapped cover's lines, then the caption.
  var lines: [String] { wrapped.lines + [caption] }
}

/// Puts a badge, between `** ` and ` **`, over the cover it wraps.
struct Badged: Cover {
  /// The cover under the badge.
  let wrapped: any Cover
  /// The badge's text.
  let badge: String

  /// Badges `wrapped`; the app's one badge is "2000s".
  init(wrapped: any Cover, badge: String = "2000s") {
    self.wrapped = wrapped
    self.badge = badge
  }

  /// The badge, then the wrapped cover's lines.
  var lines: [String] { ["** \(badge) **"] + wrapped.lines }
}
