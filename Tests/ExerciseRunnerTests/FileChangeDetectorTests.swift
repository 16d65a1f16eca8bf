import Foundation
import Testing

@testable import ExerciseRunner

/// The detectors `watch` uses, on a real temporary folder.
@Suite struct FileChangeDetectorTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("ExerciseRunnerTests-watch-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/Module"), withIntermediateDirectories: true)
    try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent("Sources/Module/A.swift"))
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }

  func save(_ text: String, as path: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(path), options: .atomic)
  }

  @Test func pollingSeesASavedSwiftFile() throws {
    defer { cleanUp() }
    let detector = PollingDetector()
    detector.watch([folder.appendingPathComponent("Sources")])
    #expect(!detector.collectChanges(), "nothing changed yet")
    try save("let x = 22\n", as: "Sources/Module/A.swift")
    #expect(detector.collectChanges(), "a .swift file changed size")
    #expect(!detector.collectChanges(), "each change is reported once")
  }

  @Test func pollingIgnoresOtherFiles() throws {
    defer { cleanUp() }
    let detector = PollingDetector()
    detector.watch([folder.appendingPathComponent("Sources")])
    try save("swap", as: "Sources/Module/.A.swift.swp")
    #expect(!detector.collectChanges(), "an editor's swap file is not a save")
  }

  #if canImport(Glibc)
  @Test func inotifySeesASaveInAFolderBelow() throws {
    defer { cleanUp() }
    let detector = try #require(InotifyDetector())
    detector.watch([folder.appendingPathComponent("Sources")])
    #expect(!detector.collectChanges())
    try save("let x = 2\n", as: "Sources/Module/A.swift")
    #expect(detector.collectChanges(), "an atomic save (write, then rename) is seen")
    #expect(!detector.collectChanges())
  }

  @Test func inotifyIgnoresOtherFiles() throws {
    defer { cleanUp() }
    let detector = try #require(InotifyDetector())
    detector.watch([folder.appendingPathComponent("Sources")])
    try save("notes", as: "Sources/Module/notes.txt")
    #expect(!detector.collectChanges())
  }

  @Test func inotifyWatchesAFolderCreatedLater() throws {
    defer { cleanUp() }
    let detector = try #require(InotifyDetector())
    detector.watch([folder.appendingPathComponent("Sources")])
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/Module/New"), withIntermediateDirectories: true)
    _ = detector.collectChanges()
    try save("let y = 1\n", as: "Sources/Module/New/B.swift")
    #expect(detector.collectChanges())
  }
  #endif
}
