/// An album: the model every BlueLibrary screen shows.
///
/// A value type: copying an album copies its data, so no screen can change another's albums.
struct Album: Equatable, Sendable {
  /// The album's title.
  var title: String
  /// Who recorded it.
  var artist: String
  /// Its genre.
  var genre: String
  /// Where its cover image is downloaded from.
  var coverURL: String
  /// The year it came out, as the tutorial's data has it: "1992".
  var year: String
}

extension Album: CustomStringConvertible {
  /// Every field, named, in order: what logs and the web API see of an album.
  var description: String {
    "title: \(Album.visible(title)), artist: \(Album.visible(artist)), genre: \(Album.visible(genre)), "
      + "coverURL: \(Album.visible(coverURL)), year: \(Album.visible(year))"
  }

  /// Text pasted from the web can carry characters that show nothing (a zero-width space, a
  /// joiner, a byte-order mark, a soft hyphen): they are not part of what anyone typed.
  private static func visible(_ value: String) -> String {
    let invisible: Set<Unicode.Scalar> = [
      "\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}", "\u{00AD}", "\u{2060}",
    ]
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: value.unicodeScalars.filter { !invisible.contains($0) })
    return String(scalars)
  }
}
