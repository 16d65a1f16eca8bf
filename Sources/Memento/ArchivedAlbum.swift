import Foundation

/// An album archived the 2014 way, with `NSCoding` and `NSKeyedArchiver`: for readers of the
/// original tutorial, to compare with the kit's ``Archive``.
///
/// The original made `Album` an `NSObject` subclass and wrote each property under a key by
/// hand (`title`, `artist`, `genre`, `cover_url`, `year`). That still works, on Linux too, with
/// `NSSecureCoding`, which makes the unarchiver check each object's class before creating it.
/// The kit's real archive is `Codable` instead, because:
///
/// - the model stays a value type (a `struct`, `Sendable`), not a class that must inherit from
///   `NSObject`;
/// - the compiler writes the coding, so a new property cannot be forgotten in one of the two
///   hand-written methods, and a key's spelling lives in one place;
/// - the file is JSON a person can read and diff, where `NSKeyedArchiver` writes a binary
///   property list (`bplist00…`) naming classes (`Memento.ArchivedAlbum`), which breaks when a
///   class is renamed or moved to another module;
/// - decoding is checked: a missing or mistyped field is an error saying where, not a nil that
///   every caller must remember to handle;
/// - on Linux, swift-corelibs-foundation's unarchiver stops the program (a `fatalError`), rather
///   than throwing, when an archive holds a class it was not told to expect. So never unarchive
///   a file you did not write; the kit uses this type only to show the 2014 way.
///
/// ```swift
/// let data = try ArchivedAlbum.archivedData(of: albums)     // NSKeyedArchiver
/// let restored = try ArchivedAlbum.albums(unarchivingFrom: data)
/// ```
public final class ArchivedAlbum: NSObject, NSSecureCoding, Sendable {
  /// Secure coding is on: the unarchiver creates only the classes it is told to expect.
  public static var supportsSecureCoding: Bool { true }

  /// The album's title.
  public let title: String
  /// The artist.
  public let artist: String
  /// The genre.
  public let genre: String
  /// Where the cover image is.
  public let coverURL: String
  /// The year it came out.
  public let year: String

  /// The keys the 2014 tutorial archived each property under.
  private enum Key {
    static let title = "title"
    static let artist = "artist"
    static let genre = "genre"
    static let coverURL = "cover_url"
    static let year = "year"
  }

  /// Creates an album.
  public init(title: String, artist: String, genre: String, coverURL: String, year: String) {
    self.title = title
    self.artist = artist
    self.genre = genre
    self.coverURL = coverURL
    self.year = year
  }

  // tutorial:begin archived-album-coding
  /// Restores an album from an archive; fails when any of the five strings is missing.
  public required init?(coder: NSCoder) {
    guard let title = coder.decodeObject(of: NSString.self, forKey: Key.title) as String?,
      let artist = coder.decodeObject(of: NSString.self, forKey: Key.artist) as String?,
      let genre = coder.decodeObject(of: NSString.self, forKey: Key.genre) as String?,
      let coverURL = coder.decodeObject(of: NSString.self, forKey: Key.coverURL) as String?,
      let year = coder.decodeObject(of: NSString.self, forKey: Key.year) as String?
    else { return nil }
    self.title = title
    self.artist = artist
    self.genre = genre
    self.coverURL = coverURL
    self.year = year
  }

  /// Writes each property under its key, as the 2014 `encodeWithCoder(_:)` did.
  public func encode(with coder: NSCoder) {
    coder.encode(title, forKey: Key.title)
    coder.encode(artist, forKey: Key.artist)
    coder.encode(genre, forKey: Key.genre)
    coder.encode(coverURL, forKey: Key.coverURL)
    coder.encode(year, forKey: Key.year)
  }
  // tutorial:end archived-album-coding

  /// Archives `albums` with `NSKeyedArchiver`, as the original `saveAlbums()` did.
  public static func archivedData(of albums: [ArchivedAlbum]) throws -> Data {
    try NSKeyedArchiver.archivedData(withRootObject: albums, requiringSecureCoding: true)
  }

  /// Unarchives albums with `NSKeyedUnarchiver`, expecting an array of albums and nothing else.
  /// - Throws: When `data` is not a keyed archive of an array of albums.
  public static func albums(unarchivingFrom data: Data) throws -> [ArchivedAlbum] {
    let root = try NSKeyedUnarchiver.unarchivedObject(
      ofClasses: [NSArray.self, ArchivedAlbum.self], from: data)
    guard let albums = root as? [ArchivedAlbum] else {
      throw CocoaError(.coderReadCorrupt)
    }
    return albums
  }
}
