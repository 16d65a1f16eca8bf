import Testing

@testable import FacadeLibraryAPI

@Suite struct LibraryAPITests {
  let newAlbum = Album(
    title: "Hunky Dory", artist: "David Bowie", genre: "Rock", coverURL: "hunky.png", year: "1971")

  @Test func albumsComeFromThePersistencyManager() {
    let library = LibraryAPI(persistencyManager: PersistencyManager(albums: [newAlbum]))
    #expect(library.albums == [newAlbum], "albums are the persistency manager's albums")
  }

  @Test func albumsAreThoseOfTheManagerItIsGivenAnEmptyOneToo() {
    let library = LibraryAPI(persistencyManager: PersistencyManager(albums: []))
    #expect(
      library.albums.isEmpty,
      """
      albums are the albums of the persistency manager the facade is given, an empty one too: \
      no placeholders put in its place, but found \(library.albums.map(\.title))
      """)
  }

  @Test func addingStoresTheAlbum() throws {
    let library = LibraryAPI()
    try library.addAlbum(newAlbum, at: 1)
    #expect(
      library.albums.map(\.title).prefix(3) == ["Best of Bowie", "Hunky Dory", "It's My Life"])
  }

  @Test func addingOfflineSendsNothing() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: false)
    try library.addAlbum(newAlbum, at: 0)
    #expect(client.sentRequests == [], "offline, the facade never calls the web client")
  }

  @Test func offlineChangesAreNeverSentEvenWhenTheLibraryGoes() throws {
    let client = HTTPClient()
    do {
      let library = LibraryAPI(httpClient: client, isOnline: false)
      try library.addAlbum(newAlbum, at: 0)
      try library.deleteAlbum(at: 0)
    }
    #expect(
      client.sentRequests == [],
      "offline, the server hears nothing of a change, not now and not later: not when the library is let go either"
    )
  }

  @Test func theFacadeKeepsTheWebClientItIsGiven() throws {
    weak var given: HTTPClient?
    let library: LibraryAPI
    do {
      let client = HTTPClient()
      given = client
      library = LibraryAPI(httpClient: client, isOnline: true)
    }
    try library.deleteAlbum(at: 0)
    #expect(
      given?.sentRequests == [PostRequest(path: "/api/deleteAlbum", body: "0")],
      "the facade owns its subsystems: the web client it is given lives as long as it does, and hears the delete"
    )
  }

  @Test func anOfflineFacadeKeepsTheWebClientItIsGivenToo() throws {
    weak var given: HTTPClient?
    let library: LibraryAPI
    do {
      let client = HTTPClient()
      given = client
      library = LibraryAPI(httpClient: client, isOnline: false)
    }
    try library.deleteAlbum(at: 0)
    #expect(
      given?.sentRequests == [],
      "offline, the facade still owns the web client it is given: it lives as long as the facade does, and hears nothing"
    )
    withExtendedLifetime(library) {}
  }

  @Test func deletingABlankAlbumOnlinePostsTheIndex() throws {
    let client = HTTPClient()
    let blank = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: [newAlbum, blank]), httpClient: client,
      isOnline: true)
    try library.deleteAlbum(at: 1)
    #expect(library.albums == [newAlbum])
    #expect(
      client.sentRequests == [PostRequest(path: "/api/deleteAlbum", body: "1")],
      "online, every delete the manager makes is posted, of an album with every field empty too")
  }

  @Test func addingOnlinePostsTheAlbumsDescription() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    try library.addAlbum(newAlbum, at: 0)
    #expect(
      client.sentRequests == [
        PostRequest(
          path: "/api/addAlbum",
          body:
            "title: Hunky Dory, artist: David Bowie, genre: Rock, coverURL: hunky.png, year: 1971"
        )
      ],
      "online, adding posts \"/api/addAlbum\" with album.description as the body")
  }

  @Test func deletingRemovesTheAlbum() throws {
    let library = LibraryAPI()
    try library.deleteAlbum(at: 0)
    #expect(library.albums.first?.title == "It's My Life")
  }

  @Test func deletingOnlinePostsTheIndex() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    try library.deleteAlbum(at: 2)
    #expect(
      client.sentRequests == [PostRequest(path: "/api/deleteAlbum", body: "2")],
      "online, deleting posts \"/api/deleteAlbum\" with the index as the body")
  }

  @Test func theOnlyAlbumLeftIsDeletedAndPostedLikeAnyOther() throws {
    let client = HTTPClient()
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: [newAlbum]), httpClient: client, isOnline: true
    )
    try library.deleteAlbum(at: 0)
    #expect(library.albums == [], "the manager deletes the only album left, like any other")
    #expect(
      client.sentRequests == [PostRequest(path: "/api/deleteAlbum", body: "0")],
      "and, online, the delete is posted: \"/api/deleteAlbum\" with \"0\"")
  }

  @Test func deletingOnlinePostsTheIndexInPlainDigits() throws {
    let client = HTTPClient()
    let albums = Array(repeating: newAlbum, count: 10_001)
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: albums), httpClient: client, isOnline: true)
    try library.deleteAlbum(at: 10_000)
    #expect(
      client.sentRequests == [PostRequest(path: "/api/deleteAlbum", body: "10000")],
      "the index goes in the body in plain digits, \"10000\": no grouping separator, as \"10,000\" or \"10 000\""
    )
    #expect(library.albums.count == 10_000)
  }

  @Test func deletingOfflineSendsNothing() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client)
    try library.deleteAlbum(at: 2)
    #expect(client.sentRequests == [])
    #expect(library.albums.count == 4)
  }

  @Test(arguments: [9, 5, -1])
  func aRefusedChangeIsNotSentToTheServer(index: Int) {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    #expect(throws: PersistencyError.noAlbum(at: index, count: 5)) {
      try library.deleteAlbum(at: index)
    }
    #expect(
      client.sentRequests == [], "the server hears only of changes that really happened")
  }

  @Test func aRefusedAddIsNotSentToTheServer() {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    #expect(throws: PersistencyError.negativeIndex(-1)) {
      try library.addAlbum(newAlbum, at: -1)
    }
    #expect(
      client.sentRequests == [],
      "the manager first: post only once the add has happened, so a refused add sends nothing")
  }

  @Test func addingPastTheEndOnlinePostsTheAlbum() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    try library.addAlbum(newAlbum, at: 99)
    #expect(
      client.sentRequests == [PostRequest(path: "/api/addAlbum", body: newAlbum.description)],
      "the body is album.description, the album added, wherever it landed")
  }

  @Test func albumsAreTheManagersAsTheyAreNow() throws {
    let library = LibraryAPI()
    #expect(library.albums.count == 5)
    try library.addAlbum(newAlbum, at: 0)
    #expect(
      library.albums.first == newAlbum,
      "albums is the persistency manager's albums as they are now, after every change")
    try library.deleteAlbum(at: 0)
    #expect(library.albums.count == 5)
  }

  @Test func addingACopyOfAnAlbumAlreadyThereOnlinePostsItToo() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    let copy = Album.placeholders[0]
    try library.addAlbum(copy, at: 99)
    #expect(library.albums.count == 6, "the manager adds the copy: six albums")
    #expect(
      client.sentRequests == [PostRequest(path: "/api/addAlbum", body: copy.description)],
      "online, every add the manager makes is posted, a copy of an album already there too")
  }

  @Test func theBodyIsTheDescriptionExactly() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    let album = Album(
      title: " Low  \"live\"\tC:\\covers e\u{301} 🎸 " + String(repeating: "la ", count: 200),
      artist: "David\u{200B}\u{200C}\u{2060}\u{00AD}\u{FEFF} Bowie 👨\u{200D}👩\u{200D}👧",
      genre: "Rock\rRoll\u{0}\u{1B}[31m\u{7}\r\n", coverURL: "\u{200F}שלום مرحبا.png",
      year: " 01977 \n")
    try library.addAlbum(album, at: 0)
    let body = client.sentRequests.first?.body ?? ""
    #expect(
      client.sentRequests == [PostRequest(path: "/api/addAlbum", body: album.description)]
        && body.unicodeScalars.elementsEqual(album.description.unicodeScalars),
      """
      the body is album.description exactly: its spaces, quotes, backslash, tab, accents, \
      invisible and control characters, right-to-left letters and 600-odd characters kept, the \
      year's final line break too, nothing trimmed, cut, removed or escaped
      """)
  }

  @Test func theBodyIsTheDescriptionHoweverLong() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    let title = String(repeating: "la ", count: 4000)
    let album = Album(
      title: title, artist: "David Bowie", genre: "Rock", coverURL: "low.png", year: "1977")
    try library.addAlbum(album, at: 0)
    let expected =
      "title: " + title + ", artist: David Bowie, genre: Rock, coverURL: low.png, year: 1977"
    let body = client.sentRequests.first?.body ?? ""
    #expect(
      client.sentRequests == [PostRequest(path: "/api/addAlbum", body: expected)]
        && body.unicodeScalars.elementsEqual(expected.unicodeScalars),
      """
      the body is album.description exactly, however long: all \(expected.utf8.count) bytes \
      posted, nothing cut, not to 1 KB either (\(body.utf8.count) bytes sent)
      """)
  }

  @Test func theSameChangeTwiceInARowIsPostedTwice() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    try library.deleteAlbum(at: 0)
    try library.deleteAlbum(at: 0)
    try library.addAlbum(newAlbum, at: 0)
    try library.addAlbum(newAlbum, at: 0)
    #expect(library.albums.count == 5, "two deletes and two adds, each made by the manager")
    #expect(
      client.sentRequests == [
        PostRequest(path: "/api/deleteAlbum", body: "0"),
        PostRequest(path: "/api/deleteAlbum", body: "0"),
        PostRequest(path: "/api/addAlbum", body: newAlbum.description),
        PostRequest(path: "/api/addAlbum", body: newAlbum.description),
      ],
      "each change the manager makes is posted, the same one twice in a row too: the server must hear both"
    )
  }

  @Test func addingABlankAlbumOnlinePostsItToo() throws {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    let blank = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    try library.addAlbum(blank, at: 0)
    #expect(library.albums.first == blank, "the manager adds the blank album")
    #expect(
      client.sentRequests == [
        PostRequest(
          path: "/api/addAlbum", body: "title: , artist: , genre: , coverURL: , year: ")
      ],
      "online, every add the manager makes is posted, an album with every field empty too")
  }

  /// Every control, invisible, separator and bidirectional character Unicode has
  /// (`everyInvisibleCharacter`, in InvisibleCharacters.swift), with every printable ASCII
  /// character in every field: the body posted is the album's description exactly.
  @Test func everyInvisibleCharacterIsPostedAsGiven() throws {
    let odd = everyInvisibleCharacter + everyPrintableASCIICharacter
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client, isOnline: true)
    let album = Album(
      title: "Low" + odd, artist: odd + "David Bowie", genre: "Art" + odd + "Rock",
      coverURL: "low" + odd + ".png", year: odd + "1977" + odd)
    try library.addAlbum(album, at: 0)
    #expect(client.sentRequests.count == 1, "the add is posted, once")
    expectKept(
      client.sentRequests.first?.body ?? "", as: album.description,
      "the body is album.description exactly, scalar for scalar: every control character (C0, DEL, C1), odd space, invisible format character, line or paragraph separator (U+2028, U+2029), bidirectional mark, embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), variation selector and tag character stays, and every printable ASCII character (quotes, a backslash, &, <, >, |), nothing stripped, escaped or replaced"
    )
  }
}
