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
    #expect(result.errors.contains("exercises[0].pattern: missing"))
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

/// Metadata that would make the runner read or write outside the Exercises folder.
@Suite struct EscapingPathTests {
  /// The standard exercises, the first one's file replaced by `file` (and its folder by
  /// `folder`, when given).
  func exercises(file: String, folder: String? = nil) throws -> TemporaryExercises {
    let exercises = try TemporaryExercises()
    var changed = TemporaryExercises.standard
    changed[0].files = [file]
    if let folder { changed[0].folder = folder }
    try exercises.writeMetadata(changed)
    return exercises
  }

  @Test(arguments: ["../../outside/pwn.swift", "/etc/passwd", "Sources/../../pwn.swift"])
  func aFileOutsideItsExerciseIsRefusedByEveryCommand(file: String) throws {
    let exercises = try exercises(file: file)
    let folder = exercises.folder.appendingPathComponent("01-first-one").standardizedFileURL
    for command in [["list"], ["check"], ["reset", "1", "--yes"], ["verify"], ["hint"]] {
      let result = exercises.run(command)
      #expect(result.status == .dataError, "\(command)")
      #expect(result.status.rawValue == 65)
      #expect(
        result.errors == """
          error: exercises.json is unsafe: exercise 'first-one' names '\(file)', which leads \
          outside \(folder.path).
          Every folder must be inside the Exercises folder, and every file inside its \
          exercise's folder: relative, without '..', and not through a link that leads \
          elsewhere.

          """)
      #expect(result.output == "")
    }
    let outside = exercises.root.appendingPathComponent("outside")
    #expect(!FileManager.default.fileExists(atPath: outside.path), "nothing was written")
  }

  @Test func aFolderOutsideTheExercisesFolderIsRefused() throws {
    let exercises = try exercises(
      file: "Sources/First/First.swift", folder: "../01-first-one")
    let result = exercises.run(["list"])
    #expect(result.status == .dataError)
    #expect(
      result.errors.hasPrefix(
        "error: exercises.json is unsafe: exercise 'first-one' names '../01-first-one', which "
          + "leads outside \(exercises.folder.standardizedFileURL.path).\n"))
  }

  @Test func aLinkThatLeadsOutsideIsRefused() throws {
    let exercises = try exercises(file: "Sources/Link/pwn.swift")
    let outside = exercises.root.appendingPathComponent("outside", isDirectory: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: exercises.folder.appendingPathComponent("01-first-one/Sources/Link"),
      withDestinationURL: outside)
    let result = exercises.run(["reset", "first-one", "--yes"])
    #expect(result.status == .dataError)
    #expect(result.errors.contains("names 'Sources/Link/pwn.swift', which leads outside"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  @Test func aLinkThatStaysInsideIsAccepted() throws {
    let exercises = try exercises(file: "Sources/Link/First.swift")
    try FileManager.default.createSymbolicLink(
      at: exercises.folder.appendingPathComponent("01-first-one/Sources/Link"),
      withDestinationURL: exercises.folder.appendingPathComponent("01-first-one/Sources/First"))
    #expect(exercises.run(["list"]).status == .success)
  }
}
