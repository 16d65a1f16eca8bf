/// Something drawn as lines of text: an album's cover, plain or decorated.
///
/// Decorators are covers too, so they wrap one another in any order and any number, and a
/// new kind of decoration is a new type: no existing code changes.
protocol Cover {
  /// The lines it draws, top to bottom.
  var lines: [String] { get }
}

/// An album's cover: its title in brackets, in the frame every album cover has.
struct PlainCover: Cover {
  /// The album's title.
  let title: String

  /// The title in brackets, framed.
  var lines: [String] { framed(["[ \(title) ]"]) }
}
