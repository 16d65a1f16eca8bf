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
    "title: \(unix(title)), artist: \(unix(artist)), genre: \(unix(genre)), coverURL: \(unix(coverURL)), year: \(unix(year))"
  }

  /// A line break is a line break: a Windows one (\r\n) is written as \n, so logs and the web
  /// API see one kind.
  private func unix(_ value: String) -> String {
    String(value.map { $0 == "\r\n" ? "\n" : $0 })
  }
}
