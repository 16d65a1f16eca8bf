import Facade
import MVC
import Testing

@MainActor
@Suite struct AlbumArchiveTests {
  let extra = Album(title: "T", artist: "A", genre: "G", coverURL: "u", year: "2001")

  @Test func aFirstLaunchSavesThePlaceholdersAtOnce() {
    let archive = InMemoryAlbumArchive()
    let store = PersistencyManager(archive: archive)
    #expect(store.albums == Album.placeholders)
    #expect(archive.loadAlbums() == .albums(Album.placeholders))
    #expect(store.loadNote == nil)
  }

  @Test func savedAlbumsAreRestored() throws {
    let archive = InMemoryAlbumArchive(.albums([extra]))
    let store = PersistencyManager(archive: archive)
    #expect(store.albums == [extra])
    try store.deleteAlbum(at: 0)
    try store.saveAlbums()
    #expect(PersistencyManager(archive: archive).albums == [])
  }

  @Test func aSetAsideArchiveStartsFromThePlaceholdersAndSaysSo() {
    let archive = InMemoryAlbumArchive(.setAside(note: "albums.json could not be read"))
    let store = PersistencyManager(archive: archive)
    #expect(store.albums == Album.placeholders)
    #expect(store.loadNote == "albums.json could not be read; starting from the placeholder albums")
    #expect(archive.loadAlbums() == .albums(Album.placeholders))
  }

  @Test func anArchiveThatCannotBeReadIsNeverOverwritten() {
    let archive = UnreadableArchive()
    let store = PersistencyManager(archive: archive)
    #expect(store.albums == Album.placeholders)
    #expect(
      store.loadNote
        == "could not read the saved albums (permission denied); changes will not be saved")
    #expect(throws: LibraryError.archiveUnavailable) { try store.saveAlbums() }
    #expect(archive.saves == 0)
  }

  @Test func aStoreWithoutAnArchiveSavesNothingAndNeedsNot() throws {
    try PersistencyManager().saveAlbums()
  }
}

/// An archive whose file is there but cannot be read; it counts attempts to overwrite it.
private final class UnreadableArchive: AlbumArchive, @unchecked Sendable {
  struct PermissionDenied: Error, CustomStringConvertible {
    var description: String { "permission denied" }
  }
  // Only touched from the main-actor test; `@unchecked` spares a lock the test does not need.
  var saves = 0
  func loadAlbums() throws -> SavedAlbums { throw PermissionDenied() }
  func saveAlbums(_ albums: [Album]) throws { saves += 1 }
}
