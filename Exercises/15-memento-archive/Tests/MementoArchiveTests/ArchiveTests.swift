import Foundation
import Testing

@testable import MementoArchive

/// Each test works in a folder of its own, removed at the end.
///
/// The archive may live in any folder, whatever its name: the folder's name has a space, a
/// percent sign and a non-ASCII letter, so a path spelled as a URL (percent-encoded, with
/// `path()` or `absoluteString`) names no file there and shows.
@Suite struct ArchiveTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("Memento Archive 100% ü-\(UUID().uuidString)")
  var archive: URL { folder.appendingPathComponent("albums.json") }

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func anAlbumIsArchivedWithTheKeyCoverUnderscoreURL() throws {
    defer { removeFolder() }
    let data = try JSONEncoder().encode(Album.placeholders[0])
    let keys = try JSONSerialization.jsonObject(with: data) as? [String: String]
    #expect(
      keys?.keys.sorted() == ["artist", "cover_url", "genre", "title", "year"],
      "coverURL is archived as \"cover_url\", the other fields under their own names")
  }

  @Test func anArchiveFromThe2014AppOpens() throws {
    defer { removeFolder() }
    let old = Data(
      #"{"title":"T","artist":"A","genre":"G","cover_url":"c.png","year":"2001"}"#.utf8)
    let album = try JSONDecoder().decode(Album.self, from: old)
    #expect(album == Album(title: "T", artist: "A", genre: "G", coverURL: "c.png", year: "2001"))
  }

  @Test func theFirstLaunchStartsWithThePlaceholdersAndSavesThem() throws {
    defer { removeFolder() }
    let manager = try PersistencyManager(archiveURL: archive)
    #expect(manager.albums == Album.placeholders, "no archive yet: the five placeholder albums")
    #expect(
      FileManager.default.fileExists(atPath: archive.path),
      "the placeholders are saved at once, so the next launch reads them")
  }

  @Test func aFirstLaunchWhosePlaceholdersCannotBeSavedThrows() throws {
    defer { removeFolder() }
    let unwritable = folder.appendingPathComponent("no such folder")
      .appendingPathComponent("albums.json")
    let thrown = #expect(
      throws: (any Error).self,
      "a first launch whose placeholders cannot be saved, in a folder that does not exist, throws too, rather than going on quietly (the manager makes no folder)"
    ) {
      try PersistencyManager(archiveURL: unwritable)
    }
    guard let thrown else { return }
    var systemError: (any Error)?
    do { try Data("[]".utf8).write(to: unwritable, options: .atomic) } catch { systemError = error }
    let thrownCode = (thrown as NSError).domain + " \((thrown as NSError).code)"
    let systemCode = systemError.map { ($0 as NSError).domain + " \(($0 as NSError).code)" }
    #expect(
      thrown is CocoaError && thrownCode == systemCode,
      "a failed write throws the system's own error, as write(to:options:) threw it (\(systemCode ?? "none")), not one of its own: got \(thrownCode)"
    )
  }

  @Test func everySaveWritesTheArchiveTheSameAlbumsToo() throws {
    defer { removeFolder() }
    let manager = try PersistencyManager(archiveURL: archive)
    func fileNumber() throws -> Int? {
      try FileManager.default.attributesOfItem(atPath: archive.path)[.systemFileNumber] as? Int
    }
    try manager.saveAlbums()
    let first = try fileNumber()
    try manager.saveAlbums()
    let second = try fileNumber()
    #expect(
      first != nil && second != nil && first != second,
      "saveAlbums writes the archive at every call, the same albums too: .atomic puts a new file in the old one's place, and the file is still the one written before"
    )
  }

  @Test func changesSavedInOneLaunchAreThereInTheNext() throws {
    defer { removeFolder() }
    var first = try PersistencyManager(archiveURL: archive)
    let added = Album(
      title: "Low", artist: "David Bowie", genre: "Rock", coverURL: "l", year: "1977")
    try first.addAlbum(added, at: 0)
    try first.saveAlbums()
    let second = try PersistencyManager(archiveURL: archive)
    #expect(second.albums == [added] + Album.placeholders, "the archive holds the saved list")
  }

  @Test func anAlbumWithEveryFieldEmptyIsArchivedWithEveryKeyAndOpensAgain() throws {
    defer { removeFolder() }
    var first = try PersistencyManager(archiveURL: archive)
    let blank = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    try first.addAlbum(blank, at: 0)
    try first.saveAlbums()
    let saved =
      try JSONSerialization.jsonObject(with: Data(contentsOf: archive)) as? [[String: String]]
    #expect(
      saved?.first == ["artist": "", "cover_url": "", "genre": "", "title": "", "year": ""],
      "an album with every field empty is archived with every key, \"cover_url\" too, each an empty string"
    )
    let second = try PersistencyManager(archiveURL: archive)
    #expect(
      second.albums == [blank] + Album.placeholders,
      "an album with every field empty survives a save: the next launch opens the archive with it")
  }

  @Test func theArchiveIsReadableJSON() throws {
    defer { removeFolder() }
    _ = try PersistencyManager(archiveURL: archive)
    let text = try String(contentsOf: archive, encoding: .utf8)
    #expect(
      text.hasPrefix("[\n  {\n    \"artist\" : \"David Bowie\""), "pretty-printed, keys sorted")
    // Without .sortedKeys the keys come in an order that changes from run to run, and one run
    // in five or so still starts with "artist": compare the whole file, every key in its place.
    // A "/" may be escaped or not: the README fixes the format, not how a slash is spelled.
    var expected: [String] = []
    for slashes in [[], [.withoutEscapingSlashes]] as [JSONEncoder.OutputFormatting] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, slashes]
      expected.append(String(decoding: try encoder.encode(Album.placeholders), as: UTF8.self))
    }
    #expect(
      expected.contains(text),
      """
      written pretty-printed with keys sorted, [.prettyPrinted, .sortedKeys] (.withoutEscapingSlashes \
      as well, if you like), nothing else: keys sorted (artist, cover_url, genre, title, year), \
      indented with two spaces, " : " between a key and its value
      """)
  }

  @Test func addingAtANegativeIndexIsRefusedAndChangesNothing() throws {
    defer { removeFolder() }
    var manager = try PersistencyManager(archiveURL: archive)
    let low = Album(title: "Low", artist: "David Bowie", genre: "Rock", coverURL: "l", year: "1977")
    #expect(
      throws: PersistencyError.negativeIndex(-1),
      "addAlbum(_:at: -1) throws .negativeIndex(-1), as in exercise 2: keep its guard"
    ) {
      try manager.addAlbum(low, at: -1)
    }
    #expect(manager.albums == Album.placeholders, "a refused album is not added")
  }

  @Test func addingPastTheEndAppends() throws {
    defer { removeFolder() }
    var manager = try PersistencyManager(archiveURL: archive)
    let low = Album(title: "Low", artist: "David Bowie", genre: "Rock", coverURL: "l", year: "1977")
    try manager.addAlbum(low, at: 99)
    #expect(
      manager.albums == Album.placeholders + [low],
      "an index past the end adds the album at the end, as in exercise 2")
  }

  @Test func aDamagedArchiveIsAnErrorNotAnEmptyLibrary() throws {
    defer { removeFolder() }
    try Data("not albums".utf8).write(to: archive)
    #expect(throws: (any Error).self, "a damaged archive throws rather than losing the albums") {
      try PersistencyManager(archiveURL: archive)
    }
  }

  /// An archive that exists is decoded, whatever it holds: an empty file (zero bytes, or only a
  /// line break) is a damaged archive, not a first launch.
  @Test func anEmptyArchiveFileIsDamaged() throws {
    defer { removeFolder() }
    for saved in ["", "\n"] {
      try Data(saved.utf8).write(to: archive)
      #expect(
        throws: (any Error).self,
        "an archive of \(saved.utf8.count) bytes exists, so it is decoded: it is damaged and throws, not a first launch"
      ) {
        try PersistencyManager(archiveURL: archive)
      }
      #expect(
        try Data(contentsOf: archive) == Data(saved.utf8),
        "and the archive is left as it was, not replaced by the placeholders")
    }
  }

  /// An archive that holds anything but a list of albums is damaged, JSON's `null` too: it is
  /// not an empty library.
  @Test(arguments: [
    "null", "{}", "\"albums\"", "[null]",
    #"{"title":"Low","artist":"David Bowie","genre":"Rock","cover_url":"low.png","year":"1977"}"#,
  ])
  func anArchiveThatIsNoListOfAlbumsIsDamaged(saved: String) throws {
    defer { removeFolder() }
    try Data(saved.utf8).write(to: archive)
    #expect(
      throws: (any Error).self,
      "an archive that holds \(saved) is no list of albums: it is damaged and throws, not an empty library"
    ) {
      try PersistencyManager(archiveURL: archive)
    }
    #expect(
      try Data(contentsOf: archive) == Data(saved.utf8),
      "and the archive is left as it was, not replaced by the placeholders")
  }

  /// One damaged album makes the whole archive damaged: none of it is opened, none is lost.
  @Test func anArchiveWithOneDamagedAlbumIsDamaged() throws {
    defer { removeFolder() }
    let saved = """
      [{"artist":"A","cover_url":"a.png","genre":"G","title":"First","year":"2001"},
      {"title":"half an album"},
      {"artist":"B","cover_url":"b.png","genre":"G","title":"Third","year":"2002"}]
      """
    try Data(saved.utf8).write(to: archive)
    #expect(
      throws: (any Error).self,
      "one damaged album among good ones makes a damaged archive: it throws, rather than opening the others and losing it"
    ) {
      try PersistencyManager(archiveURL: archive)
    }
    #expect(try Data(contentsOf: archive) == Data(saved.utf8), "and the archive is left as it was")
  }

  /// An archive that is there but cannot be read is not a first launch.
  ///
  /// Whether this is a first launch is the file system's answer, never a guess from a failed
  /// read. Here the archive is a link to a folder, which exists but cannot be read as a file: it
  /// stands for any archive that is there but unreadable (no permission, a disk error).
  @Test func anArchiveThatIsThereButCannotBeReadThrowsAndIsLeftAsItWas() throws {
    defer { removeFolder() }
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: archive, withDestinationURL: elsewhere)
    #expect(
      throws: (any Error).self,
      "an archive that is there but cannot be read throws: it is not a first launch"
    ) {
      try PersistencyManager(archiveURL: archive)
    }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: archive.path) == elsewhere.path,
      "and the archive is left as it was, not replaced by the placeholders")
  }

  /// The archive may live in any folder, whatever its name (this one's has a space, a `%` and
  /// an `ü`): it is found and opened, not taken for a first launch.
  @Test func anArchiveInAFolderWhateverItsNameIsFoundAndOpened() throws {
    defer { removeFolder() }
    let saved = try JSONEncoder().encode([Album.placeholders[1]])
    try saved.write(to: archive)
    let manager = try PersistencyManager(archiveURL: archive)
    #expect(
      manager.albums == [Album.placeholders[1]],
      "the archive in the folder \"\(folder.lastPathComponent)\" is there: it is found and opened, not taken for a first launch"
    )
    #expect(
      try Data(contentsOf: archive) == saved,
      "and the archive is left as it was, not replaced by the placeholders")
  }

  /// A URL relative to a folder names the file it resolves to: its `path` is that file's,
  /// while its `relativePath` is only the part after the folder.
  @Test func anArchiveGivenByAURLRelativeToItsFolderIsFoundAndOpened() throws {
    defer { removeFolder() }
    let saved = try JSONEncoder().encode([Album.placeholders[2]])
    try saved.write(to: archive)
    let base = URL(fileURLWithPath: folder.path, isDirectory: true)
    let relative = URL(fileURLWithPath: "albums.json", relativeTo: base)
    try #require(relative.path == archive.path && relative.relativePath == "albums.json")
    let manager = try PersistencyManager(archiveURL: relative)
    #expect(
      manager.albums == [Album.placeholders[2]],
      "the archive at \(relative.relativePath), relative to \"\(folder.lastPathComponent)\", is there: ask the file system about the file the URL resolves to (its path), not its relative path alone"
    )
    #expect(
      try Data(contentsOf: archive) == saved,
      "and the archive is left as it was, not replaced by the placeholders")
  }

  @Test func anArchiveWithNoAlbumsOpensEmpty() throws {
    defer { removeFolder() }
    try Data("[]".utf8).write(to: archive)
    let manager = try PersistencyManager(archiveURL: archive)
    #expect(
      manager.albums.isEmpty,
      "an archive with no albums exists: it opens empty, the placeholders are only for a first launch"
    )
    #expect(try Data(contentsOf: archive) == Data("[]".utf8), "and the archive is left as it was")
  }

  @Test func anEmptyLibraryIsSavedToo() throws {
    defer { removeFolder() }
    try Data("[ ]\n".utf8).write(to: archive)
    let manager = try PersistencyManager(archiveURL: archive)
    try manager.saveAlbums()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    #expect(
      try Data(contentsOf: archive) == encoder.encode([Album]()),
      "saveAlbums() writes the albums it holds, none too: an empty library is saved as an empty list, like any other"
    )
  }

  @Test func anAlbumWithoutItsCoverURLIsADamagedArchive() throws {
    defer { removeFolder() }
    let saved = #"[{"artist":"A","coverURL":"c.png","genre":"G","title":"T","year":"2001"}]"#
    try Data(saved.utf8).write(to: archive)
    #expect(
      throws: (any Error).self,
      "an album without \"cover_url\" is a damaged archive and throws, not an album with an empty cover"
    ) {
      try PersistencyManager(archiveURL: archive)
    }
    #expect(try Data(contentsOf: archive) == Data(saved.utf8), "and the archive is left as it was")
  }

  @Test(arguments: ["title", "artist", "genre", "year"])
  func anAlbumWithoutOneOfItsKeysIsADamagedArchive(missing key: String) throws {
    defer { removeFolder() }
    let fields = [
      #""artist":"A""#, #""cover_url":"c.png""#, #""genre":"G""#, #""title":"T""#,
      #""year":"2001""#,
    ]
    let saved = "[{" + fields.filter { !$0.hasPrefix("\"\(key)\"") }.joined(separator: ",") + "}]"
    try Data(saved.utf8).write(to: archive)
    #expect(
      throws: (any Error).self,
      "an album without \"\(key)\" is a damaged archive and throws, not an album with an empty \(key)"
    ) {
      try PersistencyManager(archiveURL: archive)
    }
    #expect(try Data(contentsOf: archive) == Data(saved.utf8), "and the archive is left as it was")
  }

  @Test func openingAnArchiveOnlyReadsIt() throws {
    defer { removeFolder() }
    let saved = try JSONEncoder().encode(Album.placeholders)
    try saved.write(to: archive)
    let before = try FileManager.default.attributesOfItem(atPath: archive.path)[.systemFileNumber]
    let manager = try PersistencyManager(archiveURL: archive)
    #expect(manager.albums == Album.placeholders)
    let after = try FileManager.default.attributesOfItem(atPath: archive.path)[.systemFileNumber]
    #expect(
      try Data(contentsOf: archive) == saved && (after as? NSNumber) == (before as? NSNumber),
      "opening an archive that exists only reads it: the albums are saved at once only on a first launch, with no archive"
    )
  }
}
