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
  /// Every field, named, in order: what logs and the web API see of an album.
  ///
  /// An album is described the same way every time, so the text is worked out once, when the
  /// album is made, and kept.
  let description: String

  init(title: String, artist: String, genre: String, coverURL: String, year: String) {
    self.title = title
    self.artist = artist
    self.genre = genre
    self.coverURL = coverURL
    self.year = year
    description =
      "title: \(title), artist: \(artist), genre: \(genre), coverURL: \(coverURL), year: \(year)"
  }
}

extension Album: CustomStringConvertible {}
