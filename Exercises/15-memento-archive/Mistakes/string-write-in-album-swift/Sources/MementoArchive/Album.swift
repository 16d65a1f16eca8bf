import Foundation

/// An album: the model every BlueLibrary screen shows.
///
/// `Codable`: an album can turn itself into an archive's data and back, its way, without the
/// archive knowing its fields.
struct Album: Equatable, Sendable, Codable {
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

  /// The archive's keys: the 2014 app's, so its files still open.
  enum CodingKeys: String, CodingKey {
    case title, artist, genre, year
    case coverURL = "cover_url"
  }
}

extension [Album] {
  /// Writes the albums into the archive at `url` as readable JSON text (pretty-printed, keys
  /// sorted), replacing it in one step.
  func archive(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let json = String(decoding: try encoder.encode(self), as: UTF8.self)
    try json.write(to: url, atomically: true, encoding: .utf8)
  }
}
