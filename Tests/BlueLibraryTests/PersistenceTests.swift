import Facade
import Foundation
import MVC
import Memento
import Testing

@testable import BlueLibrary

/// A fresh folder under the system's temporary directory, removed when the test is done.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "BlueLibraryTests-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

@Suite struct FileAlbumArchiveTests {
  @Test func nothingIsSavedAtFirst() throws {
    let folder = try TemporaryFolder()
    #expect(try FileAlbumArchive(directory: folder.url).loadAlbums() == .nothing)
  }

  @Test func savedAlbumsComeBackFromAnotherArchiveOnTheSameFolder() throws {
    let folder = try TemporaryFolder()
    try FileAlbumArchive(directory: folder.url).saveAlbums(Array(Album.placeholders.prefix(2)))
    let again = FileAlbumArchive(directory: folder.url)
    #expect(try again.loadAlbums() == .albums(Array(Album.placeholders.prefix(2))))
    #expect(try folder.contents() == ["albums.json"])
  }

  @Test func aDamagedFileIsSetAsideAndReported() throws {
    let folder = try TemporaryFolder()
    try Data("{ not json".utf8).write(to: folder.url.appending(path: "albums.json"))
    let loaded = try FileAlbumArchive(directory: folder.url).loadAlbums()
    #expect(
      loaded
        == .setAside(
          note:
            "albums.json could not be read (the file is not JSON); kept it as albums.json.unreadable-1"
        ))
    #expect(try folder.contents() == ["albums.json.unreadable-1"])
  }
}

@Suite struct FileCoverStoreTests {
  @Test func aCoverRoundTrips() throws {
    let folder = try TemporaryFolder()
    let store = try FileCoverStore(directory: folder.url)
    let url = Album.placeholders[0].coverURL
    #expect(store.coverData(for: url) == nil)
    try store.saveCoverData(Data("art".utf8), for: url)
    #expect(store.coverData(for: url) == Data("art".utf8))
    #expect(try FileCoverStore(directory: folder.url).coverData(for: url) == Data("art".utf8))
  }

  @Test(arguments: [
    "", "..", "../../etc/passwd", "http://x/../../../../tmp/evil.png", "/", "a/b/c/",
    String(repeating: "x/", count: 5_000), "cover\u{0}.png", "😀/🎵.png",
  ])
  func noAddressCanWriteOutsideTheFolder(url: String) throws {
    let folder = try TemporaryFolder()
    let store = try FileCoverStore(directory: folder.url)
    try store.saveCoverData(Data("art".utf8), for: url)
    let file = store.fileURL(for: url).standardizedFileURL
    #expect(file.deletingLastPathComponent().path == store.folder.standardizedFileURL.path)
    #expect(try folder.contents() == ["covers"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: store.folder.path).count == 1)
    #expect(store.coverData(for: url) == Data("art".utf8))
  }
}

@MainActor
@Suite struct LibraryStateTests {
  @Test func theIndexIsSavedUnderTheTutorialsKey() throws {
    let store = InMemoryKeyValueStore()
    try LibraryState(store: store).save(currentAlbumIndex: 3)
    #expect(store.integer(forKey: "currentAlbumIndex") == 3)
  }

  @Test func nothingSavedMeansTheFirstAlbum() {
    #expect(LibraryState(store: InMemoryKeyValueStore()).restoredAlbumIndex(albumCount: 5) == 0)
  }

  @Test(arguments: [(3, 5, 3), (9, 5, 4), (-2, 5, 0), (4, 0, 0)])
  func aRestoredIndexIsClampedToTheAlbums(saved: Int, count: Int, expected: Int) throws {
    let store = InMemoryKeyValueStore()
    try store.set(saved, forKey: "currentAlbumIndex")
    #expect(LibraryState(store: store).restoredAlbumIndex(albumCount: count) == expected)
  }

  @Test func aSecondStoreOnTheSameFileRestoresTheIndex() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appending(path: "state.json")
    try LibraryState(store: FileKeyValueStore(fileURL: file)).save(currentAlbumIndex: 2)
    let restarted = LibraryState(store: try FileKeyValueStore(fileURL: file))
    #expect(restarted.restoredAlbumIndex(albumCount: 5) == 2)
  }
}
