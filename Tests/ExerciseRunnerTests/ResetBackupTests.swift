import Foundation
import Testing

@testable import ExerciseRunner

/// `kit reset` keeps the learner's version before putting the starter back.
@Suite struct ResetBackupTests {
  let file = "01-first-one/Sources/First/First.swift"

  /// The folders in the first exercise's `.backup`, sorted.
  func backups(_ exercises: TemporaryExercises) -> [String] {
    let folder = exercises.folder.appendingPathComponent("01-first-one/.backup")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test func resetKeepsACopyAndSaysWhere() throws {
    let exercises = try TemporaryExercises()
    try exercises.write("// My own work.\n", to: file)
    let result = exercises.run(["reset", "first-one", "--yes"])
    #expect(result.status == .success)
    let stamp = try #require(backups(exercises).first)
    #expect(stamp.wholeMatch(of: /\d{8}-\d{6}/) != nil)
    #expect(
      exercises.read("01-first-one/.backup/\(stamp)/Sources/First/First.swift")
        == "// My own work.\n")
    #expect(exercises.read(file) == "// TODO: solve it.\n")
    #expect(
      result.output == """
        Restored the starter code of first-one: Exercises/01-first-one/Sources/First/First.swift
        Your version is kept in Exercises/01-first-one/.backup/\(stamp)/

        """)
  }

  @Test func twoResetsInOneSecondKeepBothCopies() throws {
    let exercises = try TemporaryExercises()
    try exercises.write("// First try.\n", to: file)
    _ = exercises.run(["reset", "1", "--yes"])
    try exercises.write("// Second try.\n", to: file)
    _ = exercises.run(["reset", "1", "--yes"])
    let kept = backups(exercises).map {
      exercises.read("01-first-one/.backup/\($0)/Sources/First/First.swift")
    }
    #expect(Set(kept) == ["// First try.\n", "// Second try.\n"])
  }

  @Test func aFileStillAtItsStarterNeedsNoCopy() throws {
    let exercises = try TemporaryExercises()
    let result = exercises.run(["reset", "first-one", "--yes"])
    #expect(result.status == .success)
    #expect(backups(exercises).isEmpty)
    #expect(!result.output.contains("kept"))
  }

  @Test func theBackupFolderIsIgnoredByGit() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let ignored = try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
    #expect(ignored.split(separator: "\n").contains("Exercises/*/.backup/"))
    #expect(ignored.split(separator: "\n").contains("Exercises/.progress.damaged-*"))
  }
}
