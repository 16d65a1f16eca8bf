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

/// One decoration, put on a cover.
typealias CoverStep = (any Cover) -> any Cover

extension Cover {
  /// This cover with `steps` put on in turn, the first innermost.
  func decorated(by steps: [CoverStep]) -> any Cover {
    var cover: any Cover = self
    for step in steps {
      cover = step(cover)
    }
    return cover
  }
}
