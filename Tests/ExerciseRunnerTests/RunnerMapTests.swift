import Foundation
import Testing

/// The runner's overview is its map: a contributor follows it file by file, so every file it
/// names must be where it says.
@Suite struct RunnerMapTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let runnerFolder = packageRoot.appendingPathComponent("Sources/ExerciseRunner")

  /// Every `Folder/File.swift` in code voice: relative to the runner's folder, or to the
  /// package when it starts with `Sources/`.
  static func namedFiles(in text: String) -> [String] {
    let pattern = /`((?:[A-Za-z]+\/)+[A-Za-z+]+\.swift)`/
    return text.matches(of: pattern).map { String($0.output.1) }
  }

  @Test func everyFileTheOverviewNamesExists() throws {
    let overview = Self.runnerFolder.appendingPathComponent(
      "Documentation.docc/ExerciseRunner.md")
    let text = try String(contentsOf: overview, encoding: .utf8)
    let named = Self.namedFiles(in: text)
    #expect(named.count >= 20, "the map follows a check through at least twenty files")
    let missing = named.filter { path in
      let base = path.hasPrefix("Sources/") ? Self.packageRoot : Self.runnerFolder
      return !FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path)
    }
    #expect(missing == [], "named in ExerciseRunner.md but not there")
  }

  @Test func theRunnerFolderHasAtMostTenEntries() throws {
    let entries = try FileManager.default.contentsOfDirectory(atPath: Self.runnerFolder.path)
      .filter { !$0.hasPrefix(".") }
    #expect(entries.count <= 10, "\(entries.sorted())")
  }

  @Test func aNamedFileIsFoundInCodeVoice() {
    #expect(
      Self.namedFiles(in: "see `Commands/Kit.swift` and `Sources/A/B+C.swift`, not Kit.swift")
        == ["Commands/Kit.swift", "Sources/A/B+C.swift"])
  }
}
