import Foundation
import Testing

@testable import Memento

/// What a user set up on the saved file survives a save: its permissions and its symbolic link.
@Suite struct SaveKeepsModeAndLinkTests {
  private func permissions(of url: URL) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
  }

  @Test func aReadOnlyArchiveStaysReadOnly() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))
    try archive.save([.bestOfBowie])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o400], ofItemAtPath: archive.fileURL.path)

    try archive.save([.itsMyLife])

    #expect(try permissions(of: archive.fileURL) == 0o400)
    #expect(try archive.load() == .restored([.itsMyLife]))
  }

  @Test func aSymbolicLinkIsFollowedAndKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.file("elsewhere"), withIntermediateDirectories: false)
    let target = folder.file("elsewhere/albums.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("albums.json").path, withDestinationPath: "elsewhere/albums.json")
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("albums.json"))

    try archive.save([.bestOfBowie])

    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: archive.fileURL.path)
        == "elsewhere/albums.json")
    #expect(try Archive<[TestAlbum]>(fileURL: target).load() == .restored([.bestOfBowie]))
    #expect(try folder.fileNames() == ["albums.json", "elsewhere"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("elsewhere").path) == [
        "albums.json"
      ])
  }
}

/// Temporary files that killed saves left behind are removed, and nothing else.
@Suite struct StaleTemporaryFilesTests {
  @Test func onlyTemporaryFilesOfKilledSavesAreRemoved() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let uuid = "0E4C4C2B-6A3E-4B7C-9D7E-1F2A3B4C5D6E"
    let names = [
      "albums.json", "albums.json.saving-\(uuid)", "state.json.saving-\(uuid.lowercased())",
      "albums.json.saving-not-a-uuid", ".saving-\(uuid)", "notes.saving-\(uuid).txt",
    ]
    for name in names { try Data().write(to: folder.file(name)) }

    let removed = AtomicFileWriter.removeStaleTemporaryFiles(in: folder.url)

    #expect(removed == ["albums.json.saving-\(uuid)", "state.json.saving-\(uuid.lowercased())"])
    #expect(
      try folder.fileNames() == [
        ".saving-\(uuid)", "albums.json", "albums.json.saving-not-a-uuid",
        "notes.saving-\(uuid).txt",
      ])
  }

  @Test func aMissingFolderHasNothingToRemove() {
    let folder = URL(filePath: "/nonexistent-\(UUID())")
    #expect(AtomicFileWriter.removeStaleTemporaryFiles(in: folder) == [])
  }
}

/// One holder at a time per folder; the lock ends with its holder.
@Suite struct DataDirectoryLockTests {
  @Test func aSecondLockOnTheSameFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try DataDirectoryLock(directory: folder.url)
    #expect(throws: DataDirectoryLockError.inUse(folder.url)) {
      try DataDirectoryLock(directory: folder.url)
    }
    withExtendedLifetime(first) {}
  }

  @Test func theLockIsFreeAgainOnceItsHolderIsGone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    do {
      _ = try DataDirectoryLock(directory: folder.url)
    }
    let again = try DataDirectoryLock(directory: folder.url)
    #expect(again.directory == folder.url)
    #expect(try folder.fileNames() == [".lock"])
  }

  @Test func patienceWaitsThenStillRefuses() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try DataDirectoryLock(directory: folder.url)
    #expect(throws: DataDirectoryLockError.inUse(folder.url)) {
      try DataDirectoryLock(directory: folder.url, patience: .milliseconds(100))
    }
    withExtendedLifetime(first) {}
  }

  @Test func aReleasedLockCanBeTakenAgainAtOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try DataDirectoryLock(directory: folder.url)
    first.release()
    first.release()
    let second = try DataDirectoryLock(directory: folder.url)
    #expect(second.directory == folder.url)
    withExtendedLifetime(first) {}
  }

  @Test func theMessageNamesTheFolder() {
    let url = URL(filePath: "/data/BlueLibrary")
    #expect(
      DataDirectoryLockError.inUse(url).description
        == "another program is using the data folder /data/BlueLibrary")
  }
}
