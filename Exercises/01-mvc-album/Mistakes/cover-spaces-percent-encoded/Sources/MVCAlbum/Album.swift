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
    // Exercise 6 posts this text to the web API: a cover address cannot hold a space.
    let address = coverURL.replacingOccurrences(of: " ", with: "%20")
    return
      "title: \(title), artist: \(artist), genre: \(genre), coverURL: \(address), year: \(year)"
  }
}
