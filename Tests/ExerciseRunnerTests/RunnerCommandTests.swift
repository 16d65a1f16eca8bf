import Foundation
import Testing

@testable import ExerciseRunner

/// The commands, run in-process against a temporary Exercises folder, with a checker that
/// passes an exercise once its file says "Solved" (as the solutions here do).
@Suite struct RunnerCommandTests {
  /// Puts the solution of `path` (relative to the Exercises folder) in the learner's file.
  func solve(_ exercises: TemporaryExercises, _ path: String) throws {
    try exercises.write("// Solved.\n", to: path)
  }

  @Test func listShowsEveryExercisePendingOnAFreshClone() throws {
    let result = try TemporaryExercises().run(["list"])
    #expect(result.status == .success)
    #expect(
      result.output == """
        BlueLibrary pattern exercises: 0 of 2 done
        [------------------------------] 0%

        >   1  first-one   MVC        pending  <- you are here
            2  second-one  Singleton  pending

        You are on first-one: The first.
        Read Exercises/01-first-one/README.md, then: swift run kit check

        """)
  }

  @Test func listShowsWhatIsDoneAndTheBarFilled() throws {
    let exercises = try TemporaryExercises()
    try exercises.save(LearnerProgress(done: ["first-one"]))
    let output = exercises.run(["list"]).output
    #expect(
      output.hasPrefix(
        "BlueLibrary pattern exercises: 1 of 2 done\n[###############---------------] 50%\n"))
    #expect(output.contains("    1  first-one   MVC        done\n"))
    #expect(output.contains(">   2  second-one  Singleton  pending  <- you are here\n"))
  }

  /// A learner who has done every TODO and still fails is not sent to look for one.
  @Test func aFailureWithNoTODOLeftSaysOnlyWhichFilesToEdit() throws {
    let exercises = try TemporaryExercises()
    try exercises.write("let answer = 41\n", to: "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["check"])
    #expect(result.status == .failure)
    #expect(result.output.contains("\nEdit Exercises/01-first-one/Sources/First/First.swift.\n"))
    #expect(!result.output.contains("TODO"))
  }

  @Test func checkOnAStarterFailsAndSaysWhatIsExpected() throws {
    let exercises = try TemporaryExercises()
    let result = exercises.run(["check"])
    #expect(result.status == .failure)
    #expect(result.status.rawValue == 1)
    #expect(
      result.output == """
        Checking 1 first-one...
        FAIL  first-one: 1 of 2 tests failing (1 expectation).

          answersCorrectly()  (Exercises/01-first-one/Tests/Tests.swift:7:5)
            Expectation failed: (answer → 0) == 42
            -> the answer is 42

        Edit Exercises/01-first-one/Sources/First/First.swift (look for TODO).
        Instructions: Exercises/01-first-one/README.md
        Stuck? swift run kit hint first-one

        """)
    #expect(exercises.progress.done.isEmpty)
  }

  @Test func checkRecordsAPassAndSaysWhatIsNext() throws {
    let exercises = try TemporaryExercises()
    try solve(exercises, "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["check"])
    #expect(result.status == .success)
    #expect(result.output.contains("PASS  first-one: all 2 tests pass.\n"))
    #expect(result.output.contains("Then move on to second-one: swift run kit next\n"))
    #expect(exercises.progress.done == ["first-one"])
  }

  @Test func aCheckThatFailsAgainForgetsTheOldPass() throws {
    let exercises = try TemporaryExercises()
    try exercises.save(LearnerProgress(done: ["first-one"]))
    _ = exercises.run(["check", "first-one"])
    #expect(exercises.progress.done.isEmpty)
  }

  @Test func checkTestsTheExercisesOwnPackage() throws {
    let exercises = try TemporaryExercises()
    let checker = ScriptedChecker()
    _ = exercises.run(["check", "2"], checker: checker)
    #expect(checker.checkedFolders == ["02-second-one"])
  }

  @Test func checkWithAnUnknownNameSuggestsTheClosest() throws {
    let result = try TemporaryExercises().run(["check", "frist-one"])
    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix(
        "error: there is no exercise named 'frist-one'. Did you mean 'first-one'?\n"))
  }

  @Test func aToolchainThatCannotRunIsReportedAsUnavailable() throws {
    let checker = ScriptedChecker(always: .couldNotRun(.process(.executableNotFound("swift"))))
    let result = try TemporaryExercises().run(["check"], checker: checker)
    #expect(result.status == .unavailable)
    #expect(result.output.contains("ERROR  first-one could not be checked: could not find 'swift'"))
  }

  @Test func nextRefusesUntilTheExercisePasses() throws {
    let result = try TemporaryExercises().run(["next"])
    #expect(result.status == .failure)
    #expect(
      result.errors.hasPrefix("error: first-one does not pass yet, so there is no moving on.\n"))
  }

  @Test func nextMovesOnOnceItPasses() throws {
    let exercises = try TemporaryExercises()
    try solve(exercises, "01-first-one/Sources/First/First.swift")
    _ = exercises.run(["check"])
    let result = exercises.run(["next"])
    #expect(result.status == .success)
    #expect(
      result.output == """
        Now on 2 second-one (Singleton): The second.
        Read Exercises/02-second-one/README.md
        Edit Exercises/02-second-one/Sources/Second/Second.swift
        Then: swift run kit check (or swift run kit watch to check on every save)

        """)
    #expect(exercises.progress.current == "second-one")
    #expect(
      exercises.run(["check"], checker: ScriptedChecker()).output.hasPrefix("Checking 2 second-one")
    )
  }

  @Test func afterTheLastExerciseEverythingIsDone() throws {
    let exercises = try TemporaryExercises()
    try exercises.save(LearnerProgress(done: ["first-one", "second-one"], current: "second-one"))
    let result = exercises.run(["next"])
    #expect(result.status == .success)
    #expect(result.output == "Every exercise is done. Well played!\n")
  }

  @Test func resetWithYesPutsTheStarterBack() throws {
    let exercises = try TemporaryExercises()
    try solve(exercises, "01-first-one/Sources/First/First.swift")
    try exercises.save(LearnerProgress(done: ["first-one"]))
    let result = exercises.run(["reset", "first-one", "--yes"])
    #expect(result.status == .success)
    #expect(exercises.read("01-first-one/Sources/First/First.swift") == "// TODO: solve it.\n")
    #expect(exercises.progress.done.isEmpty, "a reset exercise is no longer done")
  }

  @Test func resetWithoutATerminalOrYesRefusesAndChangesNothing() throws {
    let exercises = try TemporaryExercises()
    try solve(exercises, "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["reset", "first-one"], isInteractive: false)
    #expect(result.status == .usage)
    #expect(result.errors.contains("swift run kit reset first-one --yes"))
    #expect(exercises.read("01-first-one/Sources/First/First.swift") == "// Solved.\n")
  }

  @Test(arguments: [("y", true), ("yes", true), ("n", false), ("", false)])
  func resetOnATerminalAsksFirst(answer: String, resets: Bool) throws {
    let exercises = try TemporaryExercises()
    try solve(exercises, "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["reset", "1"], input: [answer], isInteractive: true)
    #expect(
      result.output.hasPrefix(
        "Replace Exercises/01-first-one/Sources/First/First.swift with the starter code? [y/N] "))
    #expect(result.status == (resets ? .success : .failure))
    #expect(exercises.read("01-first-one/Sources/First/First.swift").contains("TODO") == resets)
  }

  @Test func theSolutionWaitsUntilTheExercisePasses() throws {
    let result = try TemporaryExercises().run(["solution", "first-one"])
    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("error: the solution of first-one opens once yours passes.\n"))
    #expect(result.output == "")
  }

  @Test func theSolutionIsShownOnceItPasses() throws {
    let exercises = try TemporaryExercises()
    try exercises.save(LearnerProgress(done: ["first-one"]))
    let result = exercises.run(["solution", "first-one"])
    #expect(result.status == .success)
    #expect(
      result.output == """
        // Exercises/01-first-one/Solution/Sources/First/First.swift
        // Solved.


        """)
  }

  @Test func helpListsEveryCommand() throws {
    let result = try TemporaryExercises().run(["--help"])
    #expect(result.status == .success)
    for command in KitCommand.Name.allCases.map(\.rawValue) {
      #expect(result.output.contains("\n  \(command) "), "the help lists \(command)")
    }
  }

  @Test func aBadCommandLineIsAUsageError() throws {
    let result = try TemporaryExercises().run(["lst"])
    #expect(result.status == .usage)
    #expect(result.status.rawValue == 64)
    #expect(
      result.errors == """
        error: unknown command 'lst'. Did you mean 'list'?
        Run 'swift run kit --help' to see the commands.

        """)
  }
}

extension RunnerCommandTests {
  @Test func aPassKeepsTheLearnerOnTheExerciseUntilNext() throws {
    let exercises = try TemporaryExercises()
    try solve(exercises, "01-first-one/Sources/First/First.swift")
    _ = exercises.run(["check"])
    #expect(exercises.progress.current == "first-one")
    let output = exercises.run(["list"]).output
    #expect(output.contains(">   1  first-one   MVC        done     <- you are here\n"))
    #expect(output.hasSuffix("first-one passes. Move on: swift run kit next\n"))
  }

  @Test func pathsAreShownFromWhereKitRuns() throws {
    let exercises = try TemporaryExercises()
    let inside = exercises.run(["check"], from: exercises.folder).output
    #expect(inside.contains("  answersCorrectly()  (01-first-one/Tests/Tests.swift:7:5)\n"))
    #expect(inside.contains("Edit 01-first-one/Sources/First/First.swift (look for TODO).\n"))
    let elsewhere = exercises.folder.appendingPathComponent("02-second-one")
    let outside = exercises.run(["check", "1"], from: elsewhere).output
    let absolute = exercises.folder.standardizedFileURL.path + "/01-first-one"
    #expect(outside.contains("  answersCorrectly()  (\(absolute)/Tests/Tests.swift:7:5)\n"))
  }
}
