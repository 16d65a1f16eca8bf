import Foundation

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
    // A no-break space pasted from a web page is just a space in a log line.
    let plain = { (value: String) in value.replacingOccurrences(of: "\u{00A0}", with: " ") }
    return "title: \(plain(title)), artist: \(plain(artist)), genre: \(plain(genre)), "
      + "coverURL: \(plain(coverURL)), year: \(plain(year))"
  }
}
