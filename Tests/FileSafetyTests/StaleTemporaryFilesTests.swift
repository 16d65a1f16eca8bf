import FileSafety
import Foundation
import Testing

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
