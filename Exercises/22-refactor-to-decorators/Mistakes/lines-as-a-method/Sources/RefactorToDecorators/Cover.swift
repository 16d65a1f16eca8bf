/// Something drawn as lines of text: an album's cover, plain or decorated.
///
/// Decorators are covers too, so they wrap one another in any order and any number, and a
/// new kind of decoration is a new type: no existing code changes.
protocol Cover {
  /// Draws the cover, top to bottom.
  func lines() -> [String]
}

/// An album's cover, undecorated: its title in brackets.
struct PlainCover: Cover {
  /// The album's title.
  let title: String

  /// One line, the title in brackets.
  func lines() -> [String] { ["[ \(title) ]"] }
}
