import Foundation
import Memento
import Testing

/// The 2014 way, checked on this platform: `NSKeyedArchiver` with `NSSecureCoding`.
@Suite struct ArchivedAlbumTests {
  private let placeholders = [
    ArchivedAlbum(
      title: "Best of Bowie", artist: "David Bowie", genre: "Pop",
      coverURL:
        "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png",
      year: "1992"),
    ArchivedAlbum(
      title: "American Pie", artist: "Madonna", genre: "Pop",
      coverURL:
        "http://www.coversproject.com/static/thumbs/album/album_madonna_american%20pie.png",
      year: "2000"),
  ]

  private func fields(_ albums: [ArchivedAlbum]) -> [[String]] {
    albums.map { [$0.title, $0.artist, $0.genre, $0.coverURL, $0.year] }
  }

  @Test func albumsSurviveAKeyedArchive() throws {
    let data = try ArchivedAlbum.archivedData(of: placeholders)

    let restored = try ArchivedAlbum.albums(unarchivingFrom: data)

    #expect(fields(restored) == fields(placeholders))
  }

  @Test func theArchiveIsABinaryPropertyList() throws {
    let data = try ArchivedAlbum.archivedData(of: placeholders)

    #expect(String(decoding: data.prefix(8), as: UTF8.self) == "bplist00")
  }

  @Test func theArchiveUsesTheTutorialsKeys() throws {
    let data = try ArchivedAlbum.archivedData(of: placeholders)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    let objects = (plist as? [String: Any])?["$objects"] as? [Any] ?? []
    let album = objects.compactMap { $0 as? [String: Any] }.first { $0["cover_url"] != nil }

    #expect(
      album.map { Set($0.keys) }
        == ["$class", "title", "artist", "genre", "cover_url", "year"])
  }

  @Test func theArchiveNamesTheClassSoRenamingItBreaksOldArchives() throws {
    let data = try ArchivedAlbum.archivedData(of: placeholders)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    let objects = (plist as? [String: Any])?["$objects"] as? [Any] ?? []
    let classNames = objects.compactMap { ($0 as? [String: Any])?["$classname"] as? String }

    #expect(classNames.sorted() == ["Memento.ArchivedAlbum", "NSArray"])
  }

  /// A reason the kit's real archive is `Codable`: on Linux, swift-corelibs-foundation stops
  /// the program (a `fatalError`) when a secure archive holds a class it was not told to
  /// expect, where Apple's Foundation throws.
  @Test func anUnexpectedClassInTheArchiveIsRefused() async throws {
    let dictionary = NSDictionary(dictionary: ["title": "Best of Bowie"])
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: dictionary, requiringSecureCoding: true)

    #if os(Linux)
    await #expect(processExitsWith: .failure) { [data = data as Data] in
      _ = try? ArchivedAlbum.albums(unarchivingFrom: data)
    }
    #else
    #expect(throws: (any Error).self) {
      try ArchivedAlbum.albums(unarchivingFrom: data)
    }
    #endif
  }

  @Test func bytesThatAreNotAnArchiveAreAnError() {
    #expect(throws: (any Error).self) {
      try ArchivedAlbum.albums(unarchivingFrom: Data("not an archive".utf8))
    }
  }

  @Test func anArchiveOfSomethingElseIsAnError() throws {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: NSString(string: "Best of Bowie"), requiringSecureCoding: true)

    #expect(throws: (any Error).self) {
      try ArchivedAlbum.albums(unarchivingFrom: data)
    }
  }
}
