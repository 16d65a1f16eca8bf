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
    // Typographic quotes pasted from a word processor are straightened, so the web API of
    // exercise 6 gets plain ASCII quotes.
    let straight = { (value: String) in
      value.replacingOccurrences(of: "\u{201C}", with: "\"")
        .replacingOccurrences(of: "\u{201D}", with: "\"")
        .replacingOccurrences(of: "\u{2018}", with: "'")
        .replacingOccurrences(of: "\u{2019}", with: "'")
    }
    return "title: \(straight(title)), artist: \(straight(artist)), genre: \(straight(genre)), "
      + "coverURL: \(straight(coverURL)), year: \(straight(year))"
  }
}
