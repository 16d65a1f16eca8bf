import Testing

@testable import MVCPersistency

@Suite struct PersistencyManagerTests {
  let newAlbum = Album(
    title: "Hunky Dory", artist: "David Bowie", genre: "Rock", coverURL: "hunky.png", year: "1971")

  var placeholderTitles: [String] { Album.placeholders.map(\.title) }

  @Test func startsWithTheFivePlaceholderAlbums() {
    #expect(PersistencyManager().albums.map(\.title) == placeholderTitles)
  }

  @Test func addingAtIndexZeroPutsTheAlbumFirst() throws {
    var manager = PersistencyManager()
    try manager.addAlbum(newAlbum, at: 0)
    #expect(
      manager.albums.map(\.title) == ["Hunky Dory"] + placeholderTitles,
      "an index from 0 through albums.count inserts the album there")
  }

  @Test func addingInTheMiddleInsertsBeforeTheAlbumThere() throws {
    var manager = PersistencyManager()
    try manager.addAlbum(newAlbum, at: 2)
    #expect(
      manager.albums.map(\.title) == [
        "Best of Bowie", "It's My Life", "Hunky Dory", "Nothing Like The Sun",
        "Staring at the Sun", "American Pie",
      ])
  }

  @Test func addingAtTheCountPutsTheAlbumLast() throws {
    var manager = PersistencyManager()
    try manager.addAlbum(newAlbum, at: 5)
    #expect(manager.albums.map(\.title) == placeholderTitles + ["Hunky Dory"])
  }

  @Test func addingPastTheEndAppends() throws {
    var manager = PersistencyManager()
    try manager.addAlbum(newAlbum, at: 99)
    #expect(
      manager.albums.map(\.title) == placeholderTitles + ["Hunky Dory"],
      "an index past the end appends the album rather than failing")
  }

  @Test(arguments: [-1, -5, Int.min])
  func addingAtANegativeIndexIsRefusedWithThatIndex(index: Int) {
    var manager = PersistencyManager()
    #expect(
      throws: PersistencyError.negativeIndex(index),
      "an index below 0 is refused with .negativeIndex(i), i the index asked, never a fixed -1"
    ) {
      try manager.addAlbum(newAlbum, at: index)
    }
    #expect(manager.albums.map(\.title) == placeholderTitles, "a refused add changes nothing")
  }

  @Test func deletingRemovesAndReturnsTheAlbum() throws {
    var manager = PersistencyManager()
    let deleted = try manager.deleteAlbum(at: 1)
    #expect(deleted.title == "It's My Life", "deleteAlbum(at:) returns the album it removed")
    #expect(
      manager.albums.map(\.title) == [
        "Best of Bowie", "Nothing Like The Sun", "Staring at the Sun", "American Pie",
      ])
  }

  @Test func deletingRemovesOnlyTheAlbumAtTheIndex() throws {
    var manager = PersistencyManager()
    try manager.addAlbum(newAlbum, at: 0)
    try manager.addAlbum(newAlbum, at: 99)
    let deleted = try manager.deleteAlbum(at: 0)
    #expect(deleted == newAlbum)
    #expect(
      manager.albums.map(\.title) == placeholderTitles + ["Hunky Dory"],
      "deleteAlbum(at:) removes the album at that index, not every album equal to it")
  }

  @Test func deletingAtAnIndexRemovesTheAlbumThereNotAnEqualOneBeforeIt() throws {
    var manager = PersistencyManager()
    try manager.addAlbum(newAlbum, at: 0)
    try manager.addAlbum(newAlbum, at: 99)
    let deleted = try manager.deleteAlbum(at: 6)
    #expect(deleted == newAlbum)
    #expect(
      manager.albums == [newAlbum] + Album.placeholders,
      "deleteAlbum(at: 6) removes the album at index 6, not the first album equal to it (at 0)")
  }

  @Test(arguments: [5, -1, 42])
  func deletingWhereThereIsNoAlbumIsRefused(index: Int) {
    var manager = PersistencyManager()
    #expect(throws: PersistencyError.noAlbum(at: index, count: 5)) {
      try manager.deleteAlbum(at: index)
    }
    #expect(manager.albums.count == 5, "a refused delete changes nothing")
  }

  @Test func deletingTheLastAlbumRemovesIt() throws {
    var manager = PersistencyManager()
    let deleted = try manager.deleteAlbum(at: 4)
    #expect(
      deleted.title == "American Pie",
      "deleteAlbum(at: i) with an album at i removes it: the last album, at albums.count - 1, too")
    #expect(manager.albums.map(\.title) == Array(placeholderTitles.prefix(4)))
  }

  @Test func theOnlyAlbumCanBeDeleted() throws {
    var manager = PersistencyManager(albums: [Album.placeholders[0]])
    let deleted = try manager.deleteAlbum(at: 0)
    #expect(deleted.title == "Best of Bowie", "one album is at index 0, so it can be deleted")
    #expect(manager.albums.isEmpty)
  }

  @Test func anEmptyListRefusesANegativeIndexToo() {
    var manager = PersistencyManager(albums: [])
    #expect(
      throws: PersistencyError.negativeIndex(-1),
      "an index below 0 is refused with .negativeIndex(i), an empty list too: it never appends"
    ) {
      try manager.addAlbum(newAlbum, at: -1)
    }
    #expect(manager.albums.isEmpty, "a refused add changes nothing: the empty list stays empty")
  }

  @Test func anEmptyListHasNoAlbumToDelete() {
    var manager = PersistencyManager(albums: [])
    #expect(
      throws: PersistencyError.noAlbum(at: 0, count: 0),
      "deleteAlbum(at: 0) on an empty list throws .noAlbum(at: 0, count: 0), and never traps"
    ) {
      try manager.deleteAlbum(at: 0)
    }
    #expect(manager.albums.isEmpty, "a refused delete changes nothing: the empty list stays empty")
  }

  @Test func noIndexTrapsIntMaxAndIntMinIncluded() throws {
    var manager = PersistencyManager()
    #expect(
      throws: PersistencyError.noAlbum(at: Int.max, count: 5),
      "deleteAlbum(at: Int.max) is refused with .noAlbum, never a trap (index + 1 overflows)"
    ) {
      try manager.deleteAlbum(at: Int.max)
    }
    #expect(
      throws: PersistencyError.noAlbum(at: Int.min, count: 5),
      "deleteAlbum(at: Int.min) is refused with .noAlbum, never a trap (index - 1 overflows)"
    ) {
      try manager.deleteAlbum(at: Int.min)
    }
    #expect(
      throws: PersistencyError.negativeIndex(Int.min),
      "addAlbum(_:at: Int.min) is refused with .negativeIndex(Int.min), never a trap"
    ) {
      try manager.addAlbum(newAlbum, at: Int.min)
    }
    #expect(manager.albums.map(\.title) == placeholderTitles, "a refused call changes nothing")
    try manager.addAlbum(newAlbum, at: Int.max)
    #expect(
      manager.albums.map(\.title) == placeholderTitles + ["Hunky Dory"],
      "addAlbum(_:at: Int.max) is past the end, so it appends, never traps")
  }

  @Test func anyAlbumIsAddedAsGivenOneWithEveryFieldEmptyToo() throws {
    let blank = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    let odd = Album(
      title: "  Hunky \"Dory\"\\\n\tCafe\u{301} 🎸  ", artist: "david  BOWIE ", genre: "",
      coverURL: " hunky.png", year: "01971")
    let long = Album(
      title: String(repeating: "la ", count: 200), artist: "", genre: "", coverURL: "", year: "")
    var manager = PersistencyManager()
    try manager.addAlbum(blank, at: 1)
    try manager.addAlbum(odd, at: 99)
    try manager.addAlbum(long, at: 99)
    #expect(
      manager.albums == [Album.placeholders[0], blank] + Album.placeholders.dropFirst() + [
        odd, long,
      ],
      "addAlbum adds any album, one with every field empty too, and never skips it")
    #expect(
      manager.albums.map { Array($0.title.unicodeScalars) }.suffix(2) == [
        Array(odd.title.unicodeScalars), Array(long.title.unicodeScalars),
      ],
      "an album is added as given: its fields are never trimmed or changed")
  }

  @Test func theSameAlbumAddedAgainIsAnotherAlbum() throws {
    var manager = PersistencyManager(albums: [])
    try manager.addAlbum(newAlbum, at: 0)
    try manager.addAlbum(newAlbum, at: 0)
    try manager.addAlbum(newAlbum, at: 2)
    try manager.addAlbum(newAlbum, at: 9)
    #expect(
      manager.albums == [newAlbum, newAlbum, newAlbum, newAlbum],
      "none is skipped: the same album added where an equal one sits, and after an equal last one, is four albums"
    )
  }

  @Test func aFieldIsAddedAsGivenToItsFirstAndLastCharacter() throws {
    let edged = Album(
      title: "Low\n", artist: "David\u{A0}Bowie \u{201C}Ziggy\u{201D}\r\n", genre: "Rock\r",
      coverURL: "\u{FEFF}low.png",
      year: "\u{FEFF}1977\n")
    var manager = PersistencyManager(albums: [])
    try manager.addAlbum(edged, at: 0)
    let scalars = manager.albums.map { album in
      [album.title, album.artist, album.genre, album.coverURL, album.year].map {
        Array($0.unicodeScalars)
      }
    }
    let given = [edged.title, edged.artist, edged.genre, edged.coverURL, edged.year].map {
      Array($0.unicodeScalars)
    }
    #expect(
      scalars == [given],
      "nothing in an album is trimmed or changed: a line break that ends a field (\\n, \\r\\n, \\r) and a byte-order mark that begins one stay, a no-break space and curly quotes too"
    )
  }

  @Test func anAlbumWithEveryFieldEmptyIsDeletedLikeAnyOther() throws {
    let blank = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    var manager = PersistencyManager()
    try manager.addAlbum(blank, at: 2)
    let deleted = try manager.deleteAlbum(at: 2)
    #expect(deleted == blank, "deleteAlbum(at: 2) returns the blank album that was there")
    #expect(
      manager.albums == Album.placeholders,
      "an album with every field empty is an album: deleting it removes it like any other, no error"
    )
  }

  /// Every control, invisible, separator and bidirectional character Unicode has
  /// (`everyInvisibleCharacter`, in InvisibleCharacters.swift), with every printable ASCII
  /// character in every field: an album is added as given.
  @Test func everyInvisibleCharacterIsAddedAsGiven() throws {
    let odd = everyInvisibleCharacter + everyPrintableASCIICharacter
    let album = Album(
      title: "Low" + odd, artist: odd + "David Bowie", genre: "Art" + odd + "Rock",
      coverURL: "low" + odd + ".png", year: odd + "1977" + odd)
    var manager = PersistencyManager(albums: [])
    try manager.addAlbum(album, at: 0)
    #expect(manager.albums.count == 1, "the album is added, once")
    let stored = try #require(manager.albums.first, "the album is added")
    for (found, given) in [
      (stored.title, album.title), (stored.artist, album.artist), (stored.genre, album.genre),
      (stored.coverURL, album.coverURL), (stored.year, album.year),
    ] {
      expectKept(
        found, as: given,
        "an album is added as given, every field scalar for scalar: every control character (C0, DEL, C1), odd space, invisible format character, line or paragraph separator (U+2028, U+2029), bidirectional mark, embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), variation selector and tag character stays, and every printable ASCII character (quotes, a backslash, &, <, >, |), nothing stripped, escaped or replaced"
      )
    }
  }
}
