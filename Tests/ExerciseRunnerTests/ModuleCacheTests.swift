import Foundation
import Testing

@testable import ExerciseRunner

/// The compiler's module cache records its own path, and refuses its modules from any other:
/// a kit folder moved, renamed or copied must not make every exercise "not compile".
@Suite struct ModuleCacheTests {
  @Test func theModuleCacheIsNamedAfterWhereTheBuildFolderIs() {
    let here = SwiftTestChecker(buildFolder: URL(fileURLWithPath: "/home/ada/kit/Exercises/.build"))
    let again = SwiftTestChecker(
      buildFolder: URL(fileURLWithPath: "/home/ada/kit/Exercises/.build"))
    let moved = SwiftTestChecker(
      buildFolder: URL(fileURLWithPath: "/home/ada/kit-2/Exercises/.build"))
    #expect(
      here.moduleCacheFolder.deletingLastPathComponent().path
        == "/home/ada/kit/Exercises/.build/ModuleCache")
    #expect(here.moduleCacheFolder == again.moduleCacheFolder, "the same name on every run")
    #expect(
      here.moduleCacheFolder.lastPathComponent != moved.moduleCacheFolder.lastPathComponent,
      "a build folder moved elsewhere gets a cache of its own")
  }

  @Test func cachesMadeElsewhereAreRemovedAndTheCurrentOneKept() throws {
    let builds = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-module-cache-\(UUID().uuidString)/.build")
    defer { try? FileManager.default.removeItem(at: builds.deletingLastPathComponent()) }
    let checker = SwiftTestChecker(buildFolder: builds)
    let current = checker.moduleCacheFolder
    let caches = current.deletingLastPathComponent()
    for name in [current.lastPathComponent, "1f2e3d4c5b6a7988", "TXB5W5DC64VB"] {
      try FileManager.default.createDirectory(
        at: caches.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try Data("pcm".utf8).write(to: current.appendingPathComponent("Swift.pcm"))
    checker.removeCachesFromElsewhere()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: caches.path)
        == [current.lastPathComponent])
    #expect(
      FileManager.default.fileExists(atPath: current.appendingPathComponent("Swift.pcm").path),
      "what the current cache holds stays")
  }
}
