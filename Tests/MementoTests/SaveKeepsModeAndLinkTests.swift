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
