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
    "title: \(escaped(title)), artist: \(escaped(artist)), genre: \(escaped(genre)), coverURL: \(escaped(coverURL)), year: \(escaped(year))"
  }

  /// The web API gets this text as a body: a double quote in a value is escaped.
  private func escaped(_ value: String) -> String {
    value.replacingOccurrences(of: "\"", with: "\\\"")
  }
}
