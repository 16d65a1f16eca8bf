/// A style a decorator draws its cover in.
enum Style {
  /// A frame of `+`, `-` and `|`, as wide as the widest line.
  case border
  /// A line of text under the cover.
  case caption(String)
  /// A line of text, between `** ` and ` **`, over the cover.
  case badge(String)
}

/// Draws `lines` in `style`: the one place that knows what each style looks like.
func draw(_ lines: [String], in style: Style) -> [String] {
  switch style {
  case .border:
    let width = lines.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width + 2) + "+"
    let framed = lines.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
    return [edge] + framed + [edge]
  case .caption(let text):
    return lines + [text]
  case .badge(let text):
    return ["** \(text) **"] + lines
  }
}

/// Frames the cover it wraps.
struct Bordered: Cover {
  /// The cover inside the frame.
  let wrapped: any Cover

  var lines: [String] { draw(wrapped.lines, in: .border) }
}

/// Writes a line of text under the cover it wraps.
struct Captioned: Cover {
  /// The cover above the caption.
  let wrapped: any Cover
  /// The caption's text.
  let caption: String

  var lines: [String] { draw(wrapped.lines, in: .caption(caption)) }
}

/// Puts a badge over the cover it wraps.
struct Badged: Cover {
  /// The cover under the badge.
  let wrapped: any Cover
  /// The badge's text.
  let badge: String

  var lines: [String] { draw(wrapped.lines, in: .badge(badge)) }
}
