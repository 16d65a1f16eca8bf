import Facade
import MVC
import Testing

@MainActor
@Suite struct PersistencyManagerTests {
  let extra = Album(title: "T", artist: "A", genre: "G", coverURL: "u", year: "2001")

  @Test func itStartsWithThePlaceholders() {
    #expect(PersistencyManager().albums == Album.placeholders)
  }

  @Test func addingWithinTheListInserts() throws {
    let store = PersistencyManager()
    try store.addAlbum(extra, at: 0)
    #expect(store.albums.first == extra)
    try store.addAlbum(extra, at: 3)
    #expect(store.albums[3] == extra)
    #expect(store.albums.count == 7)
  }

  @Test func addingAtTheCountAppends() throws {
    let store = PersistencyManager()
    try store.addAlbum(extra, at: 5)
    #expect(store.albums.count == 6)
    #expect(store.albums[5] == extra)
  }

  @Test func addingPastTheEndAppends() throws {
    let store = PersistencyManager()
    try store.addAlbum(extra, at: 42)
    #expect(store.albums.last == extra)
    #expect(store.albums.count == 6)
  }

  @Test func aNegativeIndexIsRejectedAndNothingChanges() {
    let store = PersistencyManager()
    #expect(throws: LibraryError.negativeIndex(-1)) { try store.addAlbum(extra, at: -1) }
    #expect(throws: LibraryError.negativeIndex(-2)) { try store.deleteAlbum(at: -2) }
    #expect(store.albums == Album.placeholders)
  }

  @Test func deletingReturnsTheAlbumAndCloses() throws {
    let store = PersistencyManager()
    let deleted = try store.deleteAlbum(at: 1)
    #expect(deleted.title == "It's My Life")
    #expect(
      store.albums.map(\.title) == [
        "Best of Bowie", "Nothing Like The Sun", "Staring at the Sun", "American Pie",
      ])
  }

  @Test func deletingWhereThereIsNoAlbumIsAnError() {
    let store = PersistencyManager()
    #expect(throws: LibraryError.indexOutOfRange(index: 5, count: 5)) {
      try store.deleteAlbum(at: 5)
    }
    #expect(store.albums == Album.placeholders)
  }

  @Test func errorsSayWhatWasWrong() {
    #expect(
      LibraryError.negativeIndex(-1).description
        == "album index -1 is negative; positions start at 0")
    #expect(
      LibraryError.indexOutOfRange(index: 7, count: 5).description
        == "there is no album at index 7: valid indices are 0 to 4")
    #expect(
      LibraryError.indexOutOfRange(index: 0, count: 0).description
        == "there is no album at index 0: the library is empty")
  }
}
