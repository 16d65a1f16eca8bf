/// Draws one decoration, named by `kind`, around `lines`: the old render branches, kept in one
/// place beside the decorators that use them.
private func draw(_ kind: String, around lines: [String], text: String = "") -> [String] {
  if kind == "border" {
    let width = lines.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width + 2) + "+"
    let framed = lines.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
    return [edge] + framed + [edge]
  } else if kind == "caption" {
    return lines + [text]
  } else {
    return ["** \(text) **"] + lines
  }
}

/// Frames the cover it wraps in `+`, `-` and `|`, as wide as its widest line.
struct Bordered: Cover {
  /// The cover inside the frame.
  let wrapped: any Cover

  var lines: [String] { draw("border", around: wrapped.lines) }
}

/// Writes a line of text under the cover it wraps.
struct Captioned: Cover {
  /// The cover above the caption.
  let wrapped: any Cover
  /// The caption's text.
  let caption: String

  var lines: [String] { draw("caption", around: wrapped.lines, text: caption) }
}

/// Puts a badge, between `** ` and ` **`, over the cover it wraps.
struct Badged: Cover {
  /// The cover under the badge.
  let wrapped: any Cover
  /// The badge's text.
  let badge: String

  var lines: [String] { draw("badge", around: wrapped.lines, text: badge) }
}
