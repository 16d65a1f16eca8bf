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
    // A value pasted from a file may start with its byte-order mark, which marks the
    // file, not the text: it is dropped from the front of a value (anywhere else it stays).
    func value(_ field: String) -> String {
      var field = field.unicodeScalars[...]
      if field.first == "\u{FEFF}" { field.removeFirst() }
      return String(field)
    }
    return "title: \(value(title)), artist: \(value(artist)), genre: \(value(genre)), "
      + "coverURL: \(value(coverURL)), year: \(value(year))"
  }
}
