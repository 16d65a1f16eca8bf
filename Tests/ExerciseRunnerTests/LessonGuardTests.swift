import Foundation
import Testing

@testable import ExerciseRunner

/// The runner guards the lesson: a check whose files are not the ones the lesson set is refused
/// before anything is built, however the tests would have gone.
@Suite struct LessonGuardTests {
  let test = "01-first-one/Tests/FirstTests/Tests.swift"
  let listed = "01-first-one/Sources/First/First.swift"
  /// A checker that would pass anything: only the guard can refuse.
  let passing = ScriptedChecker(always: .passed(testCount: 2))

  /// The standard exercises, their given files recorded.
  func recordedExercises() throws -> TemporaryExercises {
    let exercises = try TemporaryExercises()
    let result = exercises.run(["verify", "--record-given-files"])
    #expect(result.status == .success)
    #expect(
      result.output
        == "Recorded the given files of 2 exercises in Exercises/given-files.json; read its diff "
        + "before committing.\n")
    return exercises
  }

  @Test func theRecordHoldsEachGivenFileButNotTheListedOnes() throws {
    let exercises = try recordedExercises()
    let record = try Workspace.load(exercises.folder).givenFilesRecord()
    #expect(
      record.exercises["01-first-one"]?.map(\.path) == [
        "Package.swift", "Tests/FirstTests/Tests.swift",
      ])
    let given = try #require(record.exercises["01-first-one"]?.last)
    #expect(given.fnv1a64 == ContentHash.fnv1a64(Data("// A test.\n".utf8)))
    // `git hash-object` of "// A test.\n", the id git itself gives it.
    #expect(given.blob == "7b80c6eaa4afcf242a2c4622524f52c57e4b7ce0")
  }

  @Test func aChangedTestIsRefusedNeverPassed() throws {
    let exercises = try recordedExercises()
    try exercises.write("// A test, made to pass.\n", to: test)
    let result = exercises.run(["check", "first-one"], checker: passing)
    #expect(result.status == .failure)
    #expect(
      result.output.hasPrefix(
        """
        Checking 1 first-one...
        NOT CHECKED  first-one: its files are not the ones the lesson set, so a pass would mean \
        nothing:

          Exercises/01-first-one/Tests/FirstTests/Tests.swift was changed; the exercise gives it \
        (a test is the specification), so it must stay as it was.

          If a test looks wrong to you, reread the README: the test is what it asks for.
          swift run kit reset first-one puts every file back as given (it keeps a copy of yours).

        """))
    #expect(!exercises.progress.done.contains("first-one"))
  }

  @Test func aDeletedTestIsRefused() throws {
    let exercises = try recordedExercises()
    try exercises.remove(test)
    let result = exercises.run(["check", "first-one"], checker: passing)
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "  Exercises/01-first-one/Tests/FirstTests/Tests.swift was deleted; the exercise gives "
          + "it, and kit checks your code against it.\n"))
  }

  @Test func aMissingListedFileIsRefusedEvenWithoutARecord() throws {
    let exercises = try TemporaryExercises()
    try exercises.remove(listed)
    let result = exercises.run(["check", "first-one"], checker: passing)
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "  Exercises/01-first-one/Sources/First/First.swift is missing; it is the file you edit.\n"
      ))
  }

  @Test func codeMovedToANewSwiftFileIsRefused() throws {
    let exercises = try recordedExercises()
    try exercises.write(
      "// Solved, elsewhere.\n", to: "01-first-one/Sources/First/First+More.swift")
    let result = exercises.run(["check", "first-one"], checker: passing)
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "  Exercises/01-first-one/Sources/First/First+More.swift is not part of the exercise; kit "
          + "checks the files the README names, so the code belongs in those.\n"))
  }

  @Test func otherFilesAndTheListedFilesMayChange() throws {
    let exercises = try recordedExercises()
    try exercises.write("notes", to: "01-first-one/Sources/First/notes.txt")
    try exercises.write("// Solved.\n", to: listed)
    let result = exercises.run(["check", "first-one"], checker: passing)
    #expect(result.status == .success)
    #expect(result.output.contains("PASS  first-one"))
  }

  @Test func theRefusalSpeaksChinese() throws {
    let exercises = try recordedExercises()
    try exercises.remove(test)
    let result = exercises.run(["check", "first-one", "--lang", "zh-Hans"], checker: passing)
    #expect(
      result.output.contains(
        "未检查  first-one：它的文件已不是这节课给出的文件，就算通过也说明不了什么："))
    #expect(
      result.output.contains(
        "  Exercises/01-first-one/Tests/FirstTests/Tests.swift 被删除了；它是练习提供的文件，"
          + "kit 要用它来检查你的代码。\n"))
  }

  @Test func verifyFailsWhenTheRecordIsOutOfDateAndSaysHowToRecordIt() throws {
    let exercises = try recordedExercises()
    try exercises.write("// A test, reworded.\n", to: test)
    try exercises.write("// New.\n", to: "01-first-one/Tests/FirstTests/More.swift")
    let result = exercises.run(["verify", "first-one"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        """
              - the record of its given files (Exercises/given-files.json) is out of date \
        (+ new, ~ changed, - gone):
                  + Tests/FirstTests/More.swift
                  ~ Tests/FirstTests/Tests.swift
                read the diff first (git diff -- Exercises/01-first-one): a given test made \
        weaker must not be recorded. Then record them again:
                  swift run kit verify --record-given-files

        """))
  }

  @Test func verifyPassesWithACurrentRecord() throws {
    let exercises = try recordedExercises()
    #expect(exercises.run(["verify"]).status == .success)
  }

  @Test func anUnreadableRecordRefusesTheCheck() throws {
    let exercises = try TemporaryExercises()
    try exercises.write("{ not json", to: "given-files.json")
    let result = exercises.run(["check", "first-one"], checker: passing)
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "  Exercises/given-files.json, the record of each exercise's given files, cannot be read"))
  }
}
