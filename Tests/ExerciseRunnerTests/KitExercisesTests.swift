import Foundation
import Testing

@testable import ExerciseRunner

/// The kit's own `Exercises` folder: its metadata, its folders and its README agree.
///
/// These checks need no build, so they run with every `swift test`; `kit verify` does the rest.
@Suite struct KitExercisesTests {
  let workspace: Workspace

  init() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    workspace = try Workspace.load(root.appendingPathComponent("Exercises"))
  }

  @Test func theMetadataMatchesTheFolders() {
    let problems = workspace.integrityProblems()
    #expect(problems.general == [])
    for exercise in workspace.exercises {
      #expect(problems.byExercise[exercise.name] == [], "\(exercise.folder)")
    }
  }

  @Test func everyPatternHasAtLeastTwoExercisesInTheTutorialsOrder() {
    let order = [
      "MVC", "Singleton", "Facade", "Decorator", "Adapter", "Observer", "Memento",
      "Final touches", "Delegation", "Capstone",
    ]
    let patterns = workspace.exercises.map(\.pattern)
    #expect(
      patterns
        == patterns.sorted { order.firstIndex(of: $0) ?? 99 < order.firstIndex(of: $1) ?? 99 })
    for pattern in order.prefix(7) {
      #expect(patterns.filter { $0 == pattern }.count >= 2, "\(pattern) has two exercises or more")
    }
    #expect(patterns.contains("Delegation"))
    #expect(patterns.last == "Capstone")
  }

  @Test func theReadmesTableIsTheMetadatas() throws {
    let readme = try String(
      contentsOf: workspace.folder.appendingPathComponent("README.md"), encoding: .utf8)
    let markers = Workspace.tableMarkers
    let table = readme.components(separatedBy: markers.begin + "\n").last?
      .components(separatedBy: "\n" + markers.end).first
    #expect(
      table == workspace.markdownTable,
      "Exercises/README.md's table must be, between its markers:\n\(workspace.markdownTable)")
  }
}
