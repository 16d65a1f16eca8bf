import FileSafety
import Foundation
import Testing

/// An unreadable file is moved aside under the next free name, its bytes untouched.
@Suite struct QuarantinedFileTests {
  @Test func theFileMovesToTheFirstFreeNumber() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("garbage".utf8).write(to: folder.file("albums.json"))
    try Data("older".utf8).write(to: folder.file("albums.json.unreadable-1"))

    let quarantined = try QuarantinedFile.quarantine(folder.file("albums.json"), because: .notJSON)

    #expect(quarantined.originalURL == folder.file("albums.json"))
    #expect(quarantined.quarantineURL == folder.file("albums.json.unreadable-2"))
    #expect(quarantined.reason == .notJSON)
    #expect(try folder.fileNames() == ["albums.json.unreadable-1", "albums.json.unreadable-2"])
    #expect(try Data(contentsOf: quarantined.quarantineURL) == Data("garbage".utf8))
    #expect(
      quarantined.description
        == "albums.json could not be read (the file is not JSON); kept it as "
        + "albums.json.unreadable-2")
  }

  @Test func aFileThatCannotBeMovedThrowsAndStays() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    #expect(throws: (any Error).self) {
      try QuarantinedFile.quarantine(folder.file("missing.json"), because: .empty)
    }
    #expect(try folder.fileNames() == [])
  }
}
