import Foundation
import Testing

@testable import ExerciseRunner

/// `kit reset` puts the whole exercise back: the starter, the given files from git, and no
/// file the exercise does not have; it keeps a copy of everything it replaces or removes.
@Suite struct ResetWholeExerciseTests {
  let test = "01-first-one/Tests/FirstTests/Tests.swift"
  let extra = "01-first-one/Sources/First/First+More.swift"

  /// The standard exercises in a git clone, committed, their given files recorded.
  func clonedExercises() throws -> TemporaryExercises {
    let exercises = try TemporaryExercises()
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=Kit", "-c", "user.email=kit@example.com", "commit", "-q", "-m", "Kit"],
    ] {
      let result = try #require(try Subprocess.run(["git", "-C", exercises.root.path] + arguments))
      #expect(result.succeeded, "git \(arguments.joined(separator: " ")): \(result.output)")
    }
    #expect(exercises.run(["verify", "--record-given-files"]).status == .success)
    return exercises
  }

  /// The files under the first exercise's only backup folder, and the folder's name.
  func backup(_ exercises: TemporaryExercises) throws -> (stamp: String, files: [String]) {
    let folder = exercises.folder.appendingPathComponent("01-first-one/.backup")
    let stamp = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
    let workspace = try Workspace.load(exercises.folder)
    return (stamp, workspace.regularFiles(under: folder.appendingPathComponent(stamp)))
  }

  @Test func aChangedTestComesBackFromGitAndIsKept() throws {
    let exercises = try clonedExercises()
    try exercises.write("// A test, made to pass.\n", to: test)
    try exercises.write("// My work.\n", to: "01-first-one/Sources/First/First.swift")
    try exercises.write("// Moved here.\n", to: extra)
    let result = exercises.run(["reset", "first-one", "--yes"])
    #expect(result.status == .success)
    #expect(exercises.read(test) == "// A test.\n")
    #expect(exercises.read("01-first-one/Sources/First/First.swift") == "// TODO: solve it.\n")
    #expect(
      !FileManager.default.fileExists(atPath: exercises.folder.appendingPathComponent(extra).path))
    let (stamp, files) = try backup(exercises)
    #expect(
      files == [
        "Sources/First/First+More.swift", "Sources/First/First.swift",
        "Tests/FirstTests/Tests.swift",
      ])
    #expect(
      exercises.read("01-first-one/.backup/\(stamp)/Tests/FirstTests/Tests.swift")
        == "// A test, made to pass.\n")
    #expect(
      result.output == """
        Restored the starter code of first-one: Exercises/01-first-one/Sources/First/First.swift
        Restored the files the exercise gives: Exercises/01-first-one/Tests/FirstTests/Tests.swift
        Took away files the exercise does not have: Exercises/01-first-one/Sources/First/First+More.swift
        Your version is kept in Exercises/01-first-one/.backup/\(stamp)/

        """)
    #expect(exercises.run(["check", "first-one"]).output.contains("FAIL  first-one"))
  }

  @Test func theQuestionNamesEveryFileTheResetChanges() throws {
    let exercises = try clonedExercises()
    try exercises.write("// A test, made to pass.\n", to: test)
    let result = exercises.run(["reset", "first-one"])
    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix(
        "error: reset would replace your work in Exercises/01-first-one/Sources/First/First.swift, "
          + "Exercises/01-first-one/Tests/FirstTests/Tests.swift.\n"))
    #expect(exercises.read(test) == "// A test, made to pass.\n")
  }

  @Test func aDeletedTestAndItsFolderComeBack() throws {
    let exercises = try clonedExercises()
    try exercises.remove("01-first-one/Tests")
    #expect(exercises.run(["reset", "first-one", "--yes"]).status == .success)
    #expect(exercises.read(test) == "// A test.\n")
  }

  @Test func withoutGitTheResetSaysWhereToGetTheFile() throws {
    let exercises = try TemporaryExercises()
    #expect(exercises.run(["verify", "--record-given-files"]).status == .success)
    try exercises.write("// A test, made to pass.\n", to: test)
    let result = exercises.run(["reset", "first-one", "--yes"])
    #expect(result.status == .unavailable)
    #expect(exercises.read(test) == "// A test, made to pass.\n", "left as it was, and kept")
    #expect(
      result.errors.contains(
        "This kit is not a git clone, or its history lacks the file: get "
          + "Exercises/01-first-one/Tests/FirstTests/Tests.swift again from the kit's repository "
          + "(or a fresh download of it), at the same path.\n"))
    #expect(try backup(exercises).files == ["Tests/FirstTests/Tests.swift"])
  }
}
