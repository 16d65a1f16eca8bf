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
    "title: \(Album.printable(title)), artist: \(Album.printable(artist)), genre: \(Album.printable(genre)), "
      + "coverURL: \(Album.printable(coverURL)), year: \(Album.printable(year))"
  }

  /// Logs print this text to a terminal: a value must not be able to drive it (an ESC starting a
  /// colour code, a bell, a NUL), so control characters other than tabs and line breaks go.
  private static func printable(_ value: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: value.unicodeScalars.filter { scalar in
        scalar == "\t" || scalar == "\n" || scalar == "\r"
          || scalar.properties.generalCategory != .control
      })
    return String(scalars)
  }
}
