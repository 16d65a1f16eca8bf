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
    "title: \(Self.plain(title)), artist: \(Self.plain(artist)), genre: \(Self.plain(genre)), "
      + "coverURL: \(Self.plain(coverURL)), year: \(Self.plain(year))"
  }

  /// Exercise 6 posts this text to a web API, and U+2028 and U+2029 end a line in JavaScript
  /// but not in most other places: each is written as the one line break everyone reads, "\n".
  private static func plain(_ value: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      if scalar == "\u{2028}" || scalar == "\u{2029}" {
        scalars.append("\n")
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}
