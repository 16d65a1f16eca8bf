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
    // A genre is a category: "rock" and "Rock" are the same one, written with a capital.
    let shownGenre = genre.prefix(1).uppercased() + genre.dropFirst()
    return
      "title: \(title), artist: \(artist), genre: \(shownGenre), coverURL: \(coverURL), year: \(year)"
  }
}
