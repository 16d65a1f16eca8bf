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
    // Logs are read by many people: a cover address's query may carry an access key, so only
    // the address up to "?" is written.
    let address =
      coverURL.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(
        String.init) ?? coverURL
    return
      "title: \(title), artist: \(artist), genre: \(genre), coverURL: \(address), year: \(year)"
  }
}
