import Foundation
import Testing

@testable import FileSafety
@testable import Memento

@Suite struct ArchiveTests {
  @Test func restoresWhatWasSaved() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))
    let albums: [TestAlbum] = [.bestOfBowie, .itsMyLife, .nothingLikeTheSun]

    try archive.save(albums)

    #expect(try archive.load() == .restored(albums))
  }

  @Test func aNewArchiveInstanceRestoresTheSavedValue() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Archive<[TestAlbum]>(fileURL: folder.file("albums.json")).save([.bestOfBowie])

    let reopened = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))

    #expect(try reopened.load() == .restored([.bestOfBowie]))
  }

  @Test func theFileIsAnEnvelopeWithSortedKeysAndStableBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))

    try archive.save([.bestOfBowie])
    let firstBytes = try Data(contentsOf: archive.fileURL)
    try archive.save([.bestOfBowie])

    #expect(try Data(contentsOf: archive.fileURL) == firstBytes)
    #expect(
      String(decoding: firstBytes, as: UTF8.self) == """
        {
          "format" : "bluelibrary-archive",
          "payload" : [
            {
              "artist" : "David Bowie",
              "coverURL" : "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png",
              "genre" : "Pop",
              "title" : "Best of Bowie",
              "year" : "1992"
            }
          ],
          "version" : 1
        }
        """)
  }

  @Test func aNewerProgramReadsAnOlderArchive() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Archive<[TestAlbum]>(fileURL: folder.file("albums.json"), version: 1).save([.bestOfBowie])

    let newer = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"), version: 2)

    #expect(try newer.load() == .restored([.bestOfBowie]))
  }

  @Test func aSecondSaveReplacesTheFirst() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))

    try archive.save([.bestOfBowie, .itsMyLife])
    try archive.save([.itsMyLife])

    #expect(try archive.load() == .restored([.itsMyLife]))
    #expect(try folder.fileNames() == ["albums.json"])
  }

  @Test func noFileIsMissingNotAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))

    #expect(try archive.load() == .missing)
    #expect(try folder.fileNames() == [])
  }

  @Test func aFolderWhereTheFileShouldBeIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.file("albums.json"), withIntermediateDirectories: false)
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))

    #expect {
      try archive.load()
    } throws: { error in
      guard case .notARegularFile(let url, let kind) = error as? ArchiveError else { return false }
      return url == archive.fileURL && kind == "a folder"
    }
  }

  #if canImport(Glibc)
  @Test(arguments: [("/dev/zero", "a character device")])
  func aLinkToADeviceIsNeverRead(device: String, kind: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("albums.json").path, withDestinationPath: device)
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))

    #expect {
      try archive.load()
    } throws: { error in
      (error as? ArchiveError)?.description
        == "\(archive.fileURL.path) is \(kind), not a regular file, so it was not read"
    }
  }
  #endif

  @Test func aNamedPipeIsNeverRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(mkfifo(folder.file("albums.json").path, 0o600) == 0)
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))

    // Reading a pipe nobody writes into would never return: the test would hang.
    #expect {
      try archive.load()
    } throws: { error in
      (error as? ArchiveError)?.description
        == "\(archive.fileURL.path) is a named pipe (FIFO), not a regular file, so it was not read"
    }
  }

  @Test func aValueThatCannotBeEncodedIsNotWritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[Double]>(fileURL: folder.file("numbers.json"))
    try archive.save([1.5])

    #expect {
      try archive.save([.nan])
    } throws: { error in
      guard case .cannotEncode = error as? ArchiveError else { return false }
      return String(describing: error)
        == "could not encode the value to save: Unable to encode Double.nan directly in JSON."
    }
    #expect(try archive.load() == .restored([1.5]))
  }
}

/// Files the archive cannot read are moved aside under the next free name, never overwritten.
@Suite struct ArchiveQuarantineTests {
  /// Writes `contents` where the archive is, loads, and returns what the load found.
  private func load(
    _ contents: Data, in folder: TemporaryFolder
  ) throws -> Archive<[TestAlbum]>.LoadResult {
    try contents.write(to: folder.file("albums.json"))
    return try Archive<[TestAlbum]>(fileURL: folder.file("albums.json")).load()
  }

  private func quarantined(
    _ reason: QuarantineReason, in folder: TemporaryFolder, number: Int = 1
  ) -> Archive<[TestAlbum]>.LoadResult {
    .quarantined(
      QuarantinedFile(
        originalURL: folder.file("albums.json"),
        quarantineURL: folder.file("albums.json.unreadable-\(number)"),
        reason: reason))
  }

  @Test(arguments: [
    ("99999999999999999999", QuarantineReason.invalidVersion(1e20)),
    ("1.5", .invalidVersion(1.5)),
    ("-1", .invalidVersion(-1)),
    ("0", .invalidVersion(0)),
  ])
  func aVersionNoProgramWritesIsSetAsideForThatReason(
    version: String, reason: QuarantineReason
  ) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = #"{"format": "bluelibrary-archive", "payload": [], "version": \#(version)}"#
    #expect(try load(Data(file.utf8), in: folder) == quarantined(reason, in: folder))
  }

  @Test func jsonNestedDeeperThanTheDecoderFollowsSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let depth = 100_000
    let file =
      #"{"format": "bluelibrary-archive", "version": 1, "payload": "#
      + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    #expect(
      try load(Data(file.utf8), in: folder)
        == quarantined(.nestedTooDeep(limit: 512), in: folder))
  }

  @Test func aWholeArchiveThatIsNotValidJSONIsDamagedNotCutShort() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = #"{"format": "bluelibrary-archive", "version": 1, "payload": [1 2]}"#
    #expect(try load(Data(file.utf8), in: folder) == quarantined(.damaged, in: folder))
  }

  @Test func aDanglingLinkTakesUpItsQuarantineNumber() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("albums.json.unreadable-1").path, withDestinationPath: "nowhere")
    #expect(try load(Data(), in: folder) == quarantined(.empty, in: folder, number: 2))
  }

  @Test func anEmptyFileIsSetAside() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    #expect(try load(Data(), in: folder) == quarantined(.empty, in: folder))
    #expect(try folder.fileNames() == ["albums.json.unreadable-1"])
  }

  @Test func aFileThatIsNotJSONIsSetAsideWithItsBytesIntact() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let garbage = Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x00, 0xFF, 0x01])

    #expect(try load(garbage, in: folder) == quarantined(.notJSON, in: folder))
    #expect(try folder.fileNames() == ["albums.json.unreadable-1"])
    #expect(try Data(contentsOf: folder.file("albums.json.unreadable-1")) == garbage)
  }

  @Test func anArchiveCutInHalfIsSetAsideAsTruncated() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))
    try archive.save([.bestOfBowie, .itsMyLife, .nothingLikeTheSun])
    let whole = try Data(contentsOf: archive.fileURL)
    let half = whole.prefix(whole.count / 2)

    #expect(try load(half, in: folder) == quarantined(.truncated, in: folder))
    #expect(try folder.fileNames() == ["albums.json.unreadable-1"])
    #expect(try Data(contentsOf: folder.file("albums.json.unreadable-1")) == half)
  }

  @Test func jsonWithoutAFormatIsForeign() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let foreign = Data(#"{"albums": [{"title": "Best of Bowie"}]}"#.utf8)

    #expect(try load(foreign, in: folder) == quarantined(.foreign(format: nil), in: folder))
    #expect(try folder.fileNames() == ["albums.json.unreadable-1"])
  }

  @Test func jsonOfAnotherFormatIsForeignAndNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let foreign = Data(#"{"format": "itunes-library", "version": 1, "payload": []}"#.utf8)

    #expect(
      try load(foreign, in: folder) == quarantined(.foreign(format: "itunes-library"), in: folder))
  }

  @Test func jsonThatIsNotAnObjectIsForeign() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    #expect(
      try load(Data("[1, 2, 3]".utf8), in: folder) == quarantined(.foreign(format: nil), in: folder)
    )
  }

  @Test func anArchiveFromANewerVersionIsSetAsideNotMisread() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let newer = Data(
      #"{"format": "bluelibrary-archive", "version": 2, "payload": {"albums": []}}"#.utf8)

    #expect(
      try load(newer, in: folder)
        == quarantined(.newerVersion(found: 2, supported: 1), in: folder))
    #expect(try folder.fileNames() == ["albums.json.unreadable-1"])
    #expect(try Data(contentsOf: folder.file("albums.json.unreadable-1")) == newer)
  }

  @Test func anArchiveWhosePayloadDoesNotMatchSaysWhere() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let wrongShape = Data(
      #"{"format": "bluelibrary-archive", "version": 1, "payload": [{"title": "Best of Bowie"}]}"#
        .utf8)

    #expect(
      try load(wrongShape, in: folder)
        == quarantined(.malformed("payload[0].artist: missing"), in: folder))
  }

  @Test func anArchiveWithoutAVersionIsMalformed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let noVersion = Data(#"{"format": "bluelibrary-archive", "payload": []}"#.utf8)

    #expect(
      try load(noVersion, in: folder) == quarantined(.malformed("version: missing"), in: folder))
  }

  @Test func eachSetAsideFileTakesTheNextFreeNumber() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("first".utf8).write(to: folder.file("albums.json.unreadable-1"))
    try Data("third".utf8).write(to: folder.file("albums.json.unreadable-3"))

    #expect(
      try load(Data("second".utf8), in: folder) == quarantined(.notJSON, in: folder, number: 2))
    #expect(
      try load(Data("fourth".utf8), in: folder) == quarantined(.notJSON, in: folder, number: 4))
    #expect(
      try folder.fileNames() == [
        "albums.json.unreadable-1", "albums.json.unreadable-2", "albums.json.unreadable-3",
        "albums.json.unreadable-4",
      ])
    #expect(try Data(contentsOf: folder.file("albums.json.unreadable-1")) == Data("first".utf8))
  }

  @Test func afterSettingAsideTheArchiveStartsAfresh() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))
    _ = try load(Data("garbage".utf8), in: folder)

    #expect(try archive.load() == .missing)
    try archive.save([.bestOfBowie])
    #expect(try archive.load() == .restored([.bestOfBowie]))
  }

  @Test func theReportSaysWhatWasFoundAndWhereItIsKept() throws {
    let file = QuarantinedFile(
      originalURL: URL(filePath: "/data/albums.json"),
      quarantineURL: URL(filePath: "/data/albums.json.unreadable-1"),
      reason: .newerVersion(found: 2, supported: 1))

    #expect(
      file.description
        == "albums.json could not be read (the archive is version 2; this program reads up to "
        + "version 1); kept it as albums.json.unreadable-1")
  }

  @Test(arguments: [
    (QuarantineReason.empty, "the file is empty"),
    (.truncated, "the archive is cut short"),
    (.notJSON, "the file is not JSON"),
    (.foreign(format: nil), "the file is JSON but not a bluelibrary-archive"),
    (
      .foreign(format: "itunes-library"),
      "the file's format is itunes-library, not bluelibrary-archive"
    ),
    (
      .newerVersion(found: 2, supported: 1),
      "the archive is version 2; this program reads up to version 1"
    ),
    (
      .malformed("payload[0].artist: missing"),
      "the archive does not hold what was expected: payload[0].artist: missing"
    ),
    (.damaged, "the archive is damaged: it is not valid JSON"),
    (.nestedTooDeep(limit: 512), "the file nests its JSON more than 512 levels deep"),
    (.invalidVersion(-1), "the archive's version (-1) is not one any program writes"),
    (.invalidVersion(1.5), "the archive's version (1.5) is not one any program writes"),
    (.invalidVersion(1e20), "the archive's version (1e+20) is not one any program writes"),
  ])
  func eachReasonHasAMessage(reason: QuarantineReason, message: String) {
    #expect(reason.description == message)
  }
}
