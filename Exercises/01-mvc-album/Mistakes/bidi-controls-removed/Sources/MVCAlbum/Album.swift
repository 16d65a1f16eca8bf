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
    "title: \(Self.safe(title)), artist: \(Self.safe(artist)), genre: \(Self.safe(genre)), "
      + "coverURL: \(Self.safe(coverURL)), year: \(Self.safe(year))"
  }

  /// Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069)
  /// can make a log line read differently from what it holds ("Trojan Source"), so a logged
  /// description leaves them out.
  private static func safe(_ value: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: value.unicodeScalars.filter {
        !(0x202A...0x202E).contains($0.value) && !(0x2066...0x2069).contains($0.value)
      })
    return String(scalars)
  }
}
