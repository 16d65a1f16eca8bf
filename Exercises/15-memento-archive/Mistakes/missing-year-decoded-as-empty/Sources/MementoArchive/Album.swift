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

extension Album {
  /// Opens an archived album.
  ///
  /// Many albums have no known year, so an archive may leave it out:
  /// a missing year opens as "".
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    artist = try container.decode(String.self, forKey: .artist)
    genre = try container.decode(String.self, forKey: .genre)
    coverURL = try container.decode(String.self, forKey: .coverURL)
    year = try container.decodeIfPresent(String.self, forKey: .year) ?? ""
  }
}
