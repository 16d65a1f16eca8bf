import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct WorkspaceTests {
  @Test func isFoundInTheCurrentDirectory() throws {
    let exercises = try TemporaryExercises()
    let workspace = try Workspace.locate(from: exercises.root)
    #expect(workspace.folder.standardizedFileURL == exercises.folder.standardizedFileURL)
    #expect(workspace.exercises == TemporaryExercises.standard)
  }

  @Test func isFoundFromAFolderBelowTheRoot() throws {
    let exercises = try TemporaryExercises()
    let below = exercises.folder.appendingPathComponent("01-first-one/Sources")
    let workspace = try Workspace.locate(from: below)
    #expect(workspace.folder.path == exercises.folder.standardizedFileURL.path)
  }

  @Test func anExplicitPathIsUsedAsGiven() throws {
    let exercises = try TemporaryExercises()
    let workspace = try Workspace.locate(from: exercises.root, explicitPath: "Exercises")
    #expect(workspace.exercises.count == 2)
  }

  @Test func anExplicitPathWithoutMetadataIsRefused() throws {
    let exercises = try TemporaryExercises()
    #expect(throws: WorkspaceError.notAnExercisesFolder("Elsewhere")) {
      try Workspace.locate(from: exercises.root, explicitPath: "Elsewhere")
    }
  }

  @Test func noExercisesFolderSaysWhatToDo() throws {
    let exercises = try TemporaryExercises()
    try exercises.remove("exercises.json")
    let result = exercises.run(["list"])
    #expect(result.status == .noInput)
    #expect(result.status.rawValue == 66)
    #expect(result.errors.contains("error: no Exercises/exercises.json in "))
    #expect(result.errors.contains("or pass --exercises-path <folder>."))
  }

  @Test func invalidMetadataSaysWhereTheProblemIs() throws {
    let exercises = try TemporaryExercises()
    try exercises.write(#"{"exercises": [{"name": "x"}]}"#, to: "exercises.json")
    let result = exercises.run(["list"])
    #expect(result.status == .dataError)
    #expect(result.errors.contains("missing \"pattern\" at exercises[0]"))
  }

  @Test(arguments: [
    ("first-one", "first-one"), ("01-first-one", "first-one"), ("2", "second-one"),
    ("third", nil), ("0", nil),
  ])
  func anExerciseIsNamedByNameFolderOrNumber(name: String, found: String?) throws {
    let exercises = try TemporaryExercises()
    let workspace = try Workspace.locate(from: exercises.root)
    #expect(workspace.exercise(named: name)?.name == found)
  }

  @Test func aMistypedNameGetsTheClosestSuggested() throws {
    let exercises = try TemporaryExercises()
    let workspace = try Workspace.locate(from: exercises.root)
    #expect(
      workspace.unknownExerciseMessage("secnd-one") == """
        error: there is no exercise named 'secnd-one'. Did you mean 'second-one'?
        Run 'swift run kit list' to see them all.
        """)
    #expect(!workspace.unknownExerciseMessage("zzz").contains("Did you mean"))
  }
}
