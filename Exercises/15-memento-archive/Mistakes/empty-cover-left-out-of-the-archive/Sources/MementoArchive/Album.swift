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

  /// An album with no cover has nothing to archive under "cover_url": the key is left out, as
  /// the 2014 archive left out a nil cover.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(artist, forKey: .artist)
    try container.encode(genre, forKey: .genre)
    if !coverURL.isEmpty {
      try container.encode(coverURL, forKey: .coverURL)
    }
    try container.encode(year, forKey: .year)
  }
}
