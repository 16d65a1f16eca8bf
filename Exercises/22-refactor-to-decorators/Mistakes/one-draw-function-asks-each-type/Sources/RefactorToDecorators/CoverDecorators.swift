/// Frames the cover it wraps in `+`, `-` and `|`, as wide as its widest line.
struct Bordered: Cover {
  /// The cover inside the frame.
  let wrapped: any Cover

  var lines: [String] { draw(self) }
}

/// Writes a line of text under the cover it wraps.
struct Captioned: Cover {
  /// The cover above the caption.
  let wrapped: any Cover
  /// The caption's text.
  let caption: String

  var lines: [String] { draw(self) }
}

/// Puts a badge, between `** ` and ` **`, over the cover it wraps.
struct Badged: Cover {
  /// The cover under the badge.
  let wrapped: any Cover
  /// The badge's text.
  let badge: String

  var lines: [String] { draw(self) }
}
