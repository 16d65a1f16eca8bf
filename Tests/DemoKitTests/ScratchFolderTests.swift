import Foundation
import Testing

@testable import DemoKit

/// Scratch folders: made empty, removed on the way out, and swept up after a killed run.
@Suite struct ScratchFolderTests {
  /// A parent folder of this test's own, standing in for the system's temporary folder.
  let parent = FileManager.default.temporaryDirectory
    .appending(path: "ScratchFolderTests-\(UUID().uuidString)")

  /// No process has this ID: IDs are far smaller on Linux and macOS.
  let endedProcessID = pid_t.max

  /// Creates the parent folder holding a folder per name.
  private func makeFolders(_ names: [String]) throws {
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.createDirectory(
        at: parent.appending(path: name), withIntermediateDirectories: true)
    }
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
  }

  @Test func aNewFolderIsEmptyNamedForThisProcessAndRemovable() throws {
    let scratch = try ScratchFolder(prefix: "ScratchFolderTests-new")
    defer { scratch.remove() }

    #expect(scratch.url.lastPathComponent.hasPrefix("ScratchFolderTests-new-\(getpid())-"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
    try Data("x".utf8).write(to: scratch.url.appending(path: "albums.json"))

    scratch.remove()

    #expect(!FileManager.default.fileExists(atPath: scratch.url.path))
  }

  @Test func aFolderLeftByAnEndedProcessIsRemovedWithWhatItHolds() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try makeFolders(["Demo-\(endedProcessID)-A"])
    try Data("x".utf8).write(to: parent.appending(path: "Demo-\(endedProcessID)-A/state.json"))

    ScratchFolder.removeLeftovers(of: "Demo", in: parent)

    #expect(try names() == [])
  }

  @Test func foldersOfRunningProcessesOtherPrefixesAndOtherNamesAreKept() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let kept = [
      "Demo-\(getpid())-A",  // this very process: still running
      "Demo-F00D-B",  // no process ID in the name
      "Other-\(endedProcessID)-C",  // another program's prefix
      "DemoX-\(endedProcessID)-D",  // a longer prefix is another program too
    ]
    try makeFolders(kept)

    ScratchFolder.removeLeftovers(of: "Demo", in: parent)

    #expect(try names() == kept.sorted())
  }

  @Test func aRunningProcessIsRunningAndAnEndedOneIsNot() {
    #expect(ScratchFolder.isRunning(getpid()))
    #expect(!ScratchFolder.isRunning(endedProcessID))
  }
}
