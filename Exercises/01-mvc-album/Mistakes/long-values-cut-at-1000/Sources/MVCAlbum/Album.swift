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
    // One log line must stay a readable size: a value over 1000 characters is cut there
    // and marked with an ellipsis.
    func value(_ field: String) -> String {
      let limit = 1000
      guard field.count > limit else { return field }
      return String(field.prefix(limit)) + "…"
    }
    return "title: \(value(title)), artist: \(value(artist)), genre: \(value(genre)), "
      + "coverURL: \(value(coverURL)), year: \(value(year))"
  }
}
