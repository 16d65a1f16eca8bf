// tutorial:begin album
/// A music album: the model of BlueLibrary.
///
/// A value type: copying an album copies its data, so no screen or cache can change an album
/// behind another's back. It is `Codable` (to save and send), `Sendable` (to cross from a
/// download task to the main actor) and knows nothing about how it is shown.
public struct Album: Hashable, Codable, Sendable {
  /// The album's title.
  public var title: String
  /// The performer.
  public var artist: String
  /// The genre, such as "Pop".
  public var genre: String
  /// Where the cover image can be downloaded, as the server gave it (percent-encoded).
  public var coverURL: String
  /// The year of release, as printed on the sleeve ("1992").
  public var year: String

  /// Creates an album.
  public init(title: String, artist: String, genre: String, coverURL: String, year: String) {
    self.title = title
    self.artist = artist
    self.genre = genre
    self.coverURL = coverURL
    self.year = year
  }
}
// tutorial:end album

// tutorial:begin album-description
extension Album: CustomStringConvertible {
  /// `Best of Bowie by David Bowie (Pop, 1992)`.
  ///
  /// The 2014 description ran the fields together with no separators ("title: Xartist: Y");
  /// this one is meant to be read.
  public var description: String { "\(title) by \(artist) (\(genre), \(year))" }
}
// tutorial:end album-description
