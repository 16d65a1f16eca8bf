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
    // Values read from a data file come with the line break that ended their line; that one
    // is not part of the value, so it is dropped (line breaks inside a value stay).
    func value(_ field: String) -> String {
      var field = field
      if field.last?.isNewline == true { field.removeLast() }
      return field
    }
    return "title: \(value(title)), artist: \(value(artist)), genre: \(value(genre)), "
      + "coverURL: \(value(coverURL)), year: \(value(year))"
  }
}
