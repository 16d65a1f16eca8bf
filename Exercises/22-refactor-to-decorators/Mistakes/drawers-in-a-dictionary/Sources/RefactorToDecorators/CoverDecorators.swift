/// How each decoration draws the lines it wraps, by name: a table anyone can add a row to, so
/// a new decoration touches nothing that is already there.
let drawers: [String: @Sendable ([String], String) -> [String]] = [
  "border": { lines, _ in
    let width = lines.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width + 2) + "+"
    let framed = lines.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
    return [edge] + framed + [edge]
  },
  "caption": { lines, text in lines + [text] },
  "badge": { lines, text in ["** \(text) **"] + lines },
]

/// Frames the cover it wraps in `+`, `-` and `|`, as wide as its widest line.
struct Bordered: Cover {
  /// The cover inside the frame.
  let wrapped: any Cover

  // swift-format-ignore: NeverForceUnwrap
  var lines: [String] { drawers["border"]!(wrapped.lines, "") }
}

/// Writes a line of text under the cover it wraps.
struct Captioned: Cover {
  /// The cover above the caption.
  let wrapped: any Cover
  /// The caption's text.
  let caption: String

  // swift-format-ignore: NeverForceUnwrap
  var lines: [String] { drawers["caption"]!(wrapped.lines, caption) }
}

/// Puts a badge, between `** ` and ` **`, over the cover it wraps.
struct Badged: Cover {
  /// The cover under the badge.
  let wrapped: any Cover
  /// The badge's text.
  let badge: String

  // swift-format-ignore: NeverForceUnwrap
  var lines: [String] { drawers["badge"]!(wrapped.lines, badge) }
}
