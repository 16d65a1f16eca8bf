import Testing

@testable import SingletonLibrary

/// The library's tests: each makes a library of its own, except the one about `shared`.
///
/// Tests run side by side; sharing `LibraryAPI.shared`, they would see each other's changes.
/// That is the price of a singleton, and the way to pay it.
@Suite struct LibraryAPITests {
  let newAlbum = Album(
    title: "Hunky Dory", artist: "David Bowie", genre: "Rock", coverURL: "hunky.png", year: "1971")

  @Test func sharedIsTheSameLibraryEveryTime() {
    #expect(
      LibraryAPI.shared === LibraryAPI.shared,
      "LibraryAPI.shared must be one instance, created once")
  }

  @Test func startsWithTheFivePlaceholderAlbums() {
    #expect(
      LibraryAPI().albums.map(\.title) == [
        "Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun",
        "American Pie",
      ],
      "albums reads the persistency manager's albums")
  }

  @Test func addingGoesThroughToTheAlbums() throws {
    let library = LibraryAPI()
    try library.addAlbum(newAlbum, at: 0)
    #expect(library.albums.first == newAlbum, "addAlbum(_:at:) asks the manager to add it")
  }

  @Test func deletingGoesThroughToTheAlbums() throws {
    let library = LibraryAPI()
    try library.deleteAlbum(at: 0)
    #expect(library.albums.first?.title == "It's My Life")
  }

  @Test func theManagersRefusalReachesTheCaller() {
    let library = LibraryAPI()
    #expect(throws: PersistencyError.noAlbum(at: 7, count: 5)) {
      try library.deleteAlbum(at: 7)
    }
  }

  @Test func addsFromManyTasksAtOnceAllLand() async {
    let library = LibraryAPI()
    let album = newAlbum
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 {
        group.addTask { try? library.addAlbum(album, at: 0) }
      }
    }
    #expect(library.albums.count == 55, "the lock lets one add in at a time, so none is lost")
  }
}
