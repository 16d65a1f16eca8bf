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
    // A blank album (a new, unfilled one) has nothing to describe.
    if [title, artist, genre, coverURL, year].allSatisfy(\.isEmpty) { return "" }
    return
      "title: \(title), artist: \(artist), genre: \(genre), coverURL: \(coverURL), year: \(year)"
  }
}
