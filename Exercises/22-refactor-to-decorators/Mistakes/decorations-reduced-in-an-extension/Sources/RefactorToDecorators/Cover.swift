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

  /// One line, the title in brackets.
  var lines: [String] { ["[ \(title) ]"] }
}

extension Cover {
  /// This cover with each decoration put on in turn, the first one innermost.
  func decorated(with decorations: [(any Cover) -> any Cover]) -> any Cover {
    decorations.reduce(self) { cover, decorate in decorate(cover) }
  }
}
