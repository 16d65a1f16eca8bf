import Foundation
import Testing

@testable import RefactorToFacade

/// What the screen does, which the refactoring keeps: these pass before you start, and must
/// still pass when you are done.
///
/// They go through the composition root, the screen's rows, the archive file's bytes and the
/// requests the server received, never through the types you move code between.
@Suite struct LibraryScreenTests {
  /// A folder no other test uses, in the temporary folder, removed at the end.
  ///
  /// The file may be in any folder, whatever its name: this one's has a space, a percent sign
  /// and a non-ASCII letter, so a path spelled as a URL (percent-encoded, with `path()` or
  /// `absoluteString`) names no file there and shows.
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("Library Archive 100% ü-\(UUID().uuidString)")
  /// The archive file, in `folder`; nothing is there yet.
  var archiveURL: URL { folder.appendingPathComponent("albums.json") }
  let client = HTTPClient()
  let hunkyDory = Album(
    title: "Hunky Dory", artist: "David Bowie", genre: "Rock", coverURL: "hunky.png", year: "1971")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aFirstLaunchShowsThePlaceholders() throws {
    defer { removeFolder() }
    let screen = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    #expect(
      screen.rows == [
        "Best of Bowie by David Bowie (1992)", "It's My Life by No Doubt (2003)",
        "Nothing Like The Sun by Sting (1999)", "Staring at the Sun by U2 (2000)",
        "American Pie by Madonna (2000)",
      ])
    #expect(
      !FileManager.default.fileExists(atPath: archiveURL.path), "opening the screen saves nothing")
  }

  @Test func aLaunchShowsTheSavedAlbums() throws {
    let saved =
      #"[{"artist":"David Bowie","coverURL":"low.png","genre":"Rock","title":"Low","year":"1977"}]"#
    try Data(saved.utf8).write(to: archiveURL)
    defer { removeFolder() }
    let screen = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    #expect(screen.rows == ["Low by David Bowie (1977)"])
    try Data("[]".utf8).write(to: archiveURL)
    let emptied = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    #expect(
      emptied.rows == [],
      "a saved empty list opens empty: every album was deleted, and the placeholders stay gone")
  }

  /// A file that is there but cannot be read as albums throws: text that is not albums, an
  /// empty file (zero bytes, or only a line break), and one damaged album among good ones.
  @Test func aDamagedArchiveIsAnErrorNotAnEmptyLibrary() throws {
    defer { removeFolder() }
    let damaged = [
      "not albums", "", "\n",
      """
      [{"artist":"A","coverURL":"a.png","genre":"G","title":"First","year":"2001"},
      {"title":"half an album"},
      {"artist":"B","coverURL":"b.png","genre":"G","title":"Third","year":"2002"}]
      """,
    ]
    for saved in damaged {
      try Data(saved.utf8).write(to: archiveURL)
      #expect(
        throws: DecodingError.self,
        "a file of \(saved.utf8.count) bytes that cannot be read as albums throws: not the placeholders, not the good albums alone"
      ) {
        try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
      }
      #expect(
        try Data(contentsOf: archiveURL) == Data(saved.utf8), "and the file is left as it was")
    }
  }

  @Test func anArchiveThatIsThereButCannotBeReadIsAnError() throws {
    try FileManager.default.createDirectory(at: archiveURL, withIntermediateDirectories: true)
    defer { removeFolder() }
    #expect(
      throws: (any Error).self,
      "a folder is where the archive should be: something is there, so it is not a first launch"
    ) {
      try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    }
  }

  /// The file system's number for the file at `url`: another file put in its place has another.
  func fileNumber(of url: URL) throws -> Int? {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.systemFileNumber] as? NSNumber)?.intValue
  }

  @Test func aChangeReplacesTheArchiveInOneStep() throws {
    try JSONEncoder().encode(Album.placeholders).write(to: archiveURL)
    defer { removeFolder() }
    let before = try #require(try fileNumber(of: archiveURL))
    let screen = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    try screen.deleteAlbum(at: 0)
    #expect(
      try fileNumber(of: archiveURL) != before,
      "the archive was written over in place: a new file must take the old one's place (.atomic)")
  }

  @Test func eachScreenTellsTheClientItWasGiven() throws {
    defer { removeFolder() }
    let first = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    let secondClient = HTTPClient()
    let second = try makeLibraryScreen(archiveURL: archiveURL, httpClient: secondClient)
    try second.deleteAlbum(at: 0)
    #expect(
      secondClient.sentRequests == [PostRequest(path: "/api/deleteAlbum", body: "0")],
      "the second screen's delete is posted to the client it was given")
    #expect(client.sentRequests == [], "the first screen's client hears nothing of it")
    #expect(first.rows.count == 5, "the first screen still shows the five albums it opened on")
  }

  /// The facade owns the client: a screen whose client nothing else keeps still tells it.
  @Test func theScreenKeepsTheClientItWasGivenAlive() throws {
    defer { removeFolder() }
    weak var given: HTTPClient?
    let screen = try {
      let ownClient = HTTPClient()
      given = ownClient
      return try makeLibraryScreen(archiveURL: archiveURL, httpClient: ownClient)
    }()
    #expect(given != nil, "the screen let go of the client it was given: the facade must own it")
    try screen.deleteAlbum(at: 0)
    #expect(
      given?.sentRequests == [PostRequest(path: "/api/deleteAlbum", body: "0")],
      "a change reaches the client the screen was given, though nothing else keeps it")
    withExtendedLifetime(screen) {}
  }

  @Test func deletingSavesTheArchiveAndTellsTheServer() throws {
    let screen = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    defer { removeFolder() }
    try screen.deleteAlbum(at: 0)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(
      try Data(contentsOf: archiveURL) == encoder.encode(Array(Album.placeholders.dropFirst())),
      "each change saves all the albums as JSON, keys sorted, slashes as they are")
    for _ in 1...3 { try screen.deleteAlbum(at: 0) }
    #expect(screen.rows == ["American Pie by Madonna (2000)"])
    #expect(
      try String(contentsOf: archiveURL, encoding: .utf8)
        == #"[{"artist":"Madonna","coverURL":"http://www.coversproject.com/static/thumbs/album/album_madonna_american%20pie.png","genre":"Pop","title":"American Pie","year":"2000"}]"#,
      "each change saves the albums as JSON, keys sorted, slashes as they are")
    #expect(
      client.sentRequests
        == Array(repeating: PostRequest(path: "/api/deleteAlbum", body: "0"), count: 4))
    try screen.deleteAlbum(at: 0)
    #expect(screen.rows == [], "the last album is deleted like any other")
    #expect(try String(contentsOf: archiveURL, encoding: .utf8) == "[]", "and the empty list saved")
    #expect(
      client.sentRequests
        == Array(repeating: PostRequest(path: "/api/deleteAlbum", body: "0"), count: 5),
      "and the server told")
  }

  @Test func theServerHearsTheTitleAsItIsAndTheIndexInPlainDigits() throws {
    // 10 001 albums: every locale groups a five-digit number ("10,000", "10.000", "10 000"),
    // where some leave a four-digit one as it is.
    let many = Array(repeating: Album.placeholders[0], count: 10_001)
    try JSONEncoder().encode(many).write(to: archiveURL)
    defer { removeFolder() }
    let screen = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    try screen.deleteAlbum(at: 10_000)
    let title =
      "  Caf\u{65}\u{301}  \"Live\" at\\Home\n\tTake 007 \u{1F3B8} MiXeD "
      + String(repeating: "la ", count: 100)
    let odd = Album(title: title, artist: "", genre: "", coverURL: "", year: "")
    try screen.addAlbum(odd, at: 0)
    #expect(
      client.sentRequests.map(\.path) == ["/api/deleteAlbum", "/api/addAlbum"],
      "one delete, then one add, each posted once")
    #expect(
      client.sentRequests.first?.body == "10000",
      "the index is posted in plain digits, as String(index) writes it: \"10000\", never \"10,000\""
    )
    // Compared scalar by scalar, each written out in ASCII, so an accent folded into one
    // character or a lost tab shows in the report.
    func scalars(_ text: String) -> String {
      text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    }
    #expect(
      client.sentRequests.last.map { scalars($0.body) } == scalars(title),
      "the title is posted as it is: spaces, quotes, backslash, line break, tab, accent and case kept"
    )
  }

  @Test func addingSavesTheArchiveAndTellsTheServer() throws {
    let screen = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    defer { removeFolder() }
    try screen.addAlbum(hunkyDory, at: 1)
    try screen.addAlbum(hunkyDory, at: 99)
    try screen.addAlbum(hunkyDory, at: -3)
    #expect(
      screen.rows.map { $0.hasPrefix("Hunky Dory") } == [
        true, false, true, false, false, false, false, true,
      ], "at 1; past the end means at the end; before the start means first")
    #expect(client.sentRequests.map(\.path) == ["/api/addAlbum", "/api/addAlbum", "/api/addAlbum"])
    #expect(client.sentRequests.first?.body == "Hunky Dory")
    let reopened = try makeLibraryScreen(archiveURL: archiveURL, httpClient: HTTPClient())
    #expect(reopened.rows == screen.rows, "the next launch shows what was saved")
  }

  @Test func aChangeThatCannotBeSavedIsNotPosted() throws {
    let unwritable = FileManager.default.temporaryDirectory
      .appendingPathComponent("refactor-to-facade-missing-\(UUID().uuidString)")
      .appendingPathComponent("albums.json")
    let screen = try makeLibraryScreen(archiveURL: unwritable, httpClient: client)
    #expect(throws: (any Error).self, "the archive's folder does not exist, so saving fails") {
      try screen.addAlbum(hunkyDory, at: 0)
    }
    #expect(client.sentRequests == [], "save, then post: a change that was not saved is not posted")
    #expect(throws: (any Error).self, "a delete cannot be saved there either") {
      try screen.deleteAlbum(at: 0)
    }
    #expect(client.sentRequests == [], "a delete that was not saved is not posted either")
  }

  @Test func aChangeThatCannotBeSavedStillShowsOnTheScreen() throws {
    let unwritable = FileManager.default.temporaryDirectory
      .appendingPathComponent("refactor-to-facade-missing-\(UUID().uuidString)")
      .appendingPathComponent("albums.json")
    let screen = try makeLibraryScreen(archiveURL: unwritable, httpClient: client)
    #expect(throws: (any Error).self) { try screen.addAlbum(hunkyDory, at: 0) }
    #expect(
      screen.rows.first == "Hunky Dory by David Bowie (1971)" && screen.rows.count == 6,
      "the screen keeps an added album that could not be saved, as it did before the refactoring")
    #expect(throws: (any Error).self) { try screen.deleteAlbum(at: 1) }
    #expect(
      screen.rows == [
        "Hunky Dory by David Bowie (1971)", "It's My Life by No Doubt (2003)",
        "Nothing Like The Sun by Sting (1999)", "Staring at the Sun by U2 (2000)",
        "American Pie by Madonna (2000)",
      ], "a delete that could not be saved still leaves the screen, as it did before")
  }

  @Test func aRefusedDeleteChangesNothingAnywhere() throws {
    defer { removeFolder() }
    let screen = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    #expect(throws: LibraryError.noAlbum(at: 5, count: 5)) { try screen.deleteAlbum(at: 5) }
    #expect(throws: LibraryError.noAlbum(at: -1, count: 5)) { try screen.deleteAlbum(at: -1) }
    #expect(screen.rows.count == 5)
    #expect(!FileManager.default.fileExists(atPath: archiveURL.path), "nothing saved")
    #expect(client.sentRequests == [], "the server hears nothing")
    try Data("[]".utf8).write(to: archiveURL)
    let empty = try makeLibraryScreen(archiveURL: archiveURL, httpClient: client)
    #expect(
      throws: LibraryError.noAlbum(at: 0, count: 0), "an empty library has no album to delete"
    ) { try empty.deleteAlbum(at: 0) }
    #expect(try String(contentsOf: archiveURL, encoding: .utf8) == "[]", "nothing saved")
    #expect(client.sentRequests == [], "nor posted")
  }
}
