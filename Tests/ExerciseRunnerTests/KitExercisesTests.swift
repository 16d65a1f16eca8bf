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

  /// Hints nudge; the last one points at the answer, but none is the solution's code.
  ///
  /// A hint may quote a name or a short fragment, but never 40 characters in a row of code
  /// the solution adds to the starter (spaces and line breaks aside): that would be the
  /// answer, handed over before the learner has tried.
  @Test func noHintGivesAwayTheSolutionsCode() throws {
    let window = 40
    /// Every run of `window` bytes in `text`, its whitespace squeezed to single spaces.
    func runs(_ text: String) -> Set<[UInt8]> {
      let squeezed = Array(
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ").utf8)
      guard squeezed.count >= window else { return [] }
      return Set((0...(squeezed.count - window)).map { Array(squeezed[$0..<($0 + window)]) })
    }
    for exercise in workspace.exercises {
      let folder = workspace.folder(of: exercise)
      var solution = ""
      var starter = ""
      for file in exercise.files {
        solution += try String(
          contentsOf: folder.appendingPathComponent("Solution/\(file)"), encoding: .utf8)
        starter += try String(
          contentsOf: folder.appendingPathComponent("Starter/\(file)"), encoding: .utf8)
      }
      let added = runs(solution).subtracting(runs(starter))
      for (index, hint) in exercise.hints.enumerated() {
        let given = runs(hint).intersection(added).first.map { String(decoding: $0, as: UTF8.self) }
        #expect(given == nil, "\(exercise.name)'s hint \(index + 1) quotes its solution")
      }
    }
  }
}
