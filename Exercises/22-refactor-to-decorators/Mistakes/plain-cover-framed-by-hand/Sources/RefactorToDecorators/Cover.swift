/// Something drawn as lines of text: an album's cover, plain or decorated.
///
/// Decorators are covers too, so they wrap one another in any order and any number, and a
/// new kind of decoration is a new type: no existing code changes.
protocol Cover {
  /// The lines it draws, top to bottom.
  var lines: [String] { get }
}

/// An album's cover, undecorated: its title in brackets.
struct PlainCover: Cover {
  /// The album's title.
  let title: String

  /// The title in brackets, in its frame: the cover as the old screen first drew it.
  var lines: [String] {
    let line = "[ \(title) ]"
    let edge = "+" + String(repeating: "-", count: line.count + 2) + "+"
    return [edge, "| " + line + " |", edge]
  }
}
