import FileSafety
import Foundation
import Testing

/// Only a regular file is read; anything else with its name is refused, saying what it is.
@Suite struct RegularFileTests {
  @Test func nothingThereIsNil() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    #expect(try RegularFile.contents(of: folder.file("albums.json")) == nil)
  }

  @Test func aRegularFileGivesItsBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("Best of Bowie".utf8).write(to: folder.file("albums.json"))

    #expect(try RegularFile.contents(of: folder.file("albums.json")) == Data("Best of Bowie".utf8))
  }

  @Test func anEmptyFileGivesNoBytesNotNil() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data().write(to: folder.file("albums.json"))

    #expect(try RegularFile.contents(of: folder.file("albums.json")) == Data())
  }

  @Test func aFolderIsRefusedAndNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    #expect {
      try RegularFile.contents(of: folder.url)
    } throws: { error in
      (error as? ArchiveError)?.description
        == "\(folder.url.path) is a folder, not a regular file, so it was not read"
    }
  }

  @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(mkfifo(folder.file("albums.json").path, 0o600) == 0)

    #expect {
      try RegularFile.contents(of: folder.file("albums.json"))
    } throws: { error in
      (error as? ArchiveError)?.description
        == "\(folder.file("albums.json").path) is a named pipe (FIFO), not a regular file, "
        + "so it was not read"
    }
  }
}
