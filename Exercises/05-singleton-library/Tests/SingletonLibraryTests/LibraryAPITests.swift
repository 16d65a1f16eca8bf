import Foundation
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

  @Test func sharedStartsWithThePlaceholderAlbums() {
    #expect(
      LibraryAPI.shared.albums == Album.placeholders,
      "LibraryAPI.shared starts with the placeholder albums, as LibraryAPI() does: not empty")
  }

  @Test func startsWithTheFivePlaceholderAlbums() {
    #expect(
      LibraryAPI().albums.map(\.title) == [
        "Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun",
        "American Pie",
      ],
      "albums reads the persistency manager's albums")
  }

  @Test func eachLibraryOwnsTheManagerItIsGiven() throws {
    let lastTwo = Array(Album.placeholders.suffix(2))
    let first = LibraryAPI(persistencyManager: PersistencyManager(albums: [newAlbum]))
    let second = LibraryAPI(persistencyManager: PersistencyManager(albums: lastTwo))
    #expect(
      first.albums == [newAlbum],
      """
      LibraryAPI(persistencyManager:) starts from the manager it is given, and making a second \
      library does not change the first: each LibraryAPI owns its own manager
      """)
    #expect(
      second.albums == lastTwo,
      "LibraryAPI(persistencyManager:) starts from the albums of the manager it is given")
    try second.deleteAlbum(at: 0)
    #expect(
      first.albums == [newAlbum] && second.albums == [Album.placeholders[4]],
      "a delete in one library changes that library only: two libraries never share albums")
    #expect(
      LibraryAPI.shared.albums == Album.placeholders,
      "making or changing another library never changes LibraryAPI.shared")
  }

  @Test func startsFromTheManagerItIsGivenAnEmptyOneToo() {
    let library = LibraryAPI(persistencyManager: PersistencyManager(albums: []))
    #expect(
      library.albums.isEmpty,
      """
      LibraryAPI(persistencyManager:) starts from the manager it is given, an empty one too: \
      no placeholders put in its place, but found \(library.albums.map(\.title))
      """)
  }

  /// One value that every kind of tidying changes: spaces around it and in a run, a quote, a
  /// backslash, a tab, a line break, an accent typed as `e` and a combining mark, an emoji, a
  /// leading zero, mixed case and more than 500 characters.
  @Test func theAlbumGoesToTheManagerAsGivenScalarForScalar() throws {
    let hostile =
      "  Mixed CASE  \"quoted\" C:\\path\tTab\nnext line e\u{301} 🎸 007 "
      + String(repeating: "long ", count: 110) + "end  \n"
    let album = Album(
      title: "title" + hostile, artist: "artist" + hostile, genre: "genre" + hostile,
      coverURL: "cover" + hostile, year: "0" + hostile)
    let library = LibraryAPI(persistencyManager: PersistencyManager(albums: []))
    try library.addAlbum(album, at: 0)
    let stored = try #require(library.albums.first)
    let fields: [(String, String, String)] = [
      ("title", stored.title, album.title), ("artist", stored.artist, album.artist),
      ("genre", stored.genre, album.genre), ("coverURL", stored.coverURL, album.coverURL),
      ("year", stored.year, album.year),
    ]
    for (name, got, wanted) in fields {
      #expect(
        Array(got.unicodeScalars) == Array(wanted.unicodeScalars),
        """
        addAlbum(_:at:) passes the album to the manager as given: its \(name) must stay \
        scalar for scalar (nothing trimmed, cut, escaped, folded or normalised)
        """)
    }
  }

  @Test func albumsIsTheManagersListABlankAlbumToo() throws {
    let blank = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: [blank, newAlbum, blank]))
    #expect(
      library.albums == [blank, newAlbum, blank],
      "albums is the manager's list as it is: an album with every field empty is an album, never left out"
    )
    try library.addAlbum(blank, at: 1)
    try library.deleteAlbum(at: 0)
    #expect(
      library.albums == [blank, newAlbum, blank],
      "a blank album added at 1 shows at 1, and deleting at 0 deletes the blank album there")
  }

  @Test func addingGoesThroughToTheAlbums() throws {
    let library = LibraryAPI()
    try library.addAlbum(newAlbum, at: 0)
    #expect(library.albums.first == newAlbum, "addAlbum(_:at:) asks the manager to add it")
  }

  /// An add past the end is passed on as it is: where it lands is the manager's rule.
  ///
  /// A library that works the end out for itself, from a count read before the lock, puts the
  /// album in the wrong place whenever another add lands in between.
  @Test(arguments: [5, 6, Int.max])
  func anAddPastTheEndIsTheManagersToAppend(index: Int) throws {
    var manager = PersistencyManager()
    let rendezvous = ChangeRendezvous(patience: .milliseconds(0))
    manager.addRendezvous = rendezvous
    let library = LibraryAPI(persistencyManager: manager)
    try library.addAlbum(newAlbum, at: index)
    #expect(
      library.albums.map(\.title) == Album.placeholders.map(\.title) + ["Hunky Dory"],
      "addAlbum(_:at: \(index)) is passed on to the manager, which appends: the library adds no rule of its own"
    )
    #expect(
      rendezvous.arrivedIndices == [index],
      "addAlbum(_:at: \(index)) hands the manager \(index) as it is: the end is the manager's to find, inside the lock, not the library's to work out from a count read before it"
    )
  }

  @Test func theSameAlbumAddedAgainGoesToTheManagerAgain() throws {
    let library = LibraryAPI(persistencyManager: PersistencyManager(albums: []))
    try library.addAlbum(newAlbum, at: 0)
    try library.addAlbum(newAlbum, at: 1)
    try library.addAlbum(newAlbum, at: 7)
    try library.addAlbum(newAlbum, at: 0)
    #expect(
      library.albums == [newAlbum, newAlbum, newAlbum, newAlbum],
      "every add is passed on to the manager, which skips none: the same album four times is four albums"
    )
  }

  @Test func deletingAtAnIndexDeletesTheAlbumThereNotAnEqualOneBeforeIt() throws {
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: [newAlbum, Album.placeholders[0], newAlbum]))
    try library.deleteAlbum(at: 2)
    #expect(
      library.albums == [newAlbum, Album.placeholders[0]],
      "deleteAlbum(at: 2) is passed on to the manager as it is: the album at 2 goes, not the equal one at 0"
    )
  }

  @Test func theOnlyAlbumLeftCanBeDeleted() throws {
    let library = LibraryAPI(persistencyManager: PersistencyManager(albums: [newAlbum]))
    try library.deleteAlbum(at: 0)
    #expect(
      library.albums == [],
      "the delete of the only album left is passed on to the manager like any other: it goes, and the library is empty"
    )
  }

  @Test func deletingGoesThroughToTheAlbums() throws {
    let library = LibraryAPI()
    try library.deleteAlbum(at: 0)
    #expect(library.albums.first?.title == "It's My Life")
  }

  @Test(arguments: [7, 5, -1])
  func theManagersRefusalReachesTheCaller(index: Int) {
    let library = LibraryAPI()
    #expect(
      throws: PersistencyError.noAlbum(at: index, count: 5),
      "deleteAlbum(at:) passes the manager's refusal on as it is: the library adds no rule of its own"
    ) {
      try library.deleteAlbum(at: index)
    }
    #expect(library.albums.count == 5, "a refused delete changes nothing")
  }

  @Test func aRefusedAddReachesTheCallerToo() {
    let library = LibraryAPI()
    #expect(
      throws: PersistencyError.negativeIndex(-1),
      "addAlbum(_:at: -1) throws the manager's .negativeIndex(-1): hand the index over as it is (the manager's rule, not the library's, decides), and call it with try inside withLock, not try?"
    ) {
      try library.addAlbum(newAlbum, at: -1)
    }
    #expect(library.albums.count == 5, "a refused add changes nothing")
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

  /// Two adds that overlap both land, every run.
  ///
  /// The manager's rendezvous holds the first add until the second one reaches the manager too
  /// (see `ChangeRendezvous`). With the whole change inside one `withLock`, the second add cannot
  /// get there, the first stops waiting, and both land. With a copy of the manager changed
  /// outside the lock, both change copies of the same three albums, and the copy written back
  /// last loses the other add.
  @Test func twoAddsThatOverlapBothLand() {
    var manager = PersistencyManager(albums: Array(Album.placeholders.prefix(3)))
    let rendezvous = ChangeRendezvous()
    manager.addRendezvous = rendezvous
    let library = LibraryAPI(persistencyManager: manager)
    let album = newAlbum
    let bothAdded = DispatchGroup()
    for _ in 0..<2 {
      bothAdded.enter()
      Thread {
        try? library.addAlbum(album, at: 0)
        bothAdded.leave()
      }.start()
    }
    bothAdded.wait()
    #expect(
      library.albums.count == 5,
      """
      both adds must land on the three albums of the manager the library was given: read, \
      change and write the manager inside one withLock; a copy taken out of the lock and \
      written back loses the other add
      """)
    #expect(
      rendezvous.arrivalCount == 2,
      "both adds reach the manager the library was given, not one rebuilt from its albums")
  }

  /// Two deletes that overlap both land, every run: the delete's rule is the add's.
  @Test func twoDeletesThatOverlapBothLand() {
    var manager = PersistencyManager(albums: Array(Album.placeholders.prefix(3)))
    let rendezvous = ChangeRendezvous()
    manager.deleteRendezvous = rendezvous
    let library = LibraryAPI(persistencyManager: manager)
    let bothDeleted = DispatchGroup()
    for _ in 0..<2 {
      bothDeleted.enter()
      Thread {
        try? library.deleteAlbum(at: 0)
        bothDeleted.leave()
      }.start()
    }
    bothDeleted.wait()
    #expect(
      library.albums.count == 1,
      """
      both deletes must land on the three albums of the manager the library was given: delete \
      inside one withLock, as you add; a copy taken out of the lock and written back brings \
      back the album the other delete removed
      """)
    #expect(
      rendezvous.arrivalCount == 2,
      "both deletes reach the manager the library was given, not one rebuilt from its albums")
  }
}
