import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct TimeLimitTests {
  @Test func anExerciseWithoutALimitGetsTheStandardOnes() throws {
    let exercises = try TemporaryExercises()
    let workspace = try Workspace.locate(from: exercises.root)
    #expect(
      workspace.exercises[0].timeLimits == CheckTimeLimits(buildSeconds: 600, testSeconds: 20))
  }

  @Test func testTimeLimitSecondsInTheMetadataSetsTheTestLimit() throws {
    var slow = TemporaryExercises.standard
    slow[1].testTimeLimitSeconds = 45
    let exercises = try TemporaryExercises(slow)
    let workspace = try Workspace.locate(from: exercises.root)
    #expect(
      workspace.exercises[1].timeLimits == CheckTimeLimits(buildSeconds: 600, testSeconds: 45))
  }

  @Test(arguments: [0, -3, 3601])
  func aLimitOutsideOneSecondToAnHourIsRefused(seconds: Int) throws {
    var exercises = TemporaryExercises.standard
    exercises[0].testTimeLimitSeconds = seconds
    let result = try TemporaryExercises(exercises).run(["list"])
    #expect(result.status == .dataError)
    #expect(
      result.errors.hasSuffix(
        "exercises.json: \"testTimeLimitSeconds\" of first-one must be a whole number of "
          + "seconds from 1 to 3600\n"))
  }

  @Test func aTimedOutCheckFailsAndSaysWhereToLook() throws {
    let timeOut = TimeOut(phase: .tests, seconds: 20, unfinishedTests: ["a()", "b()"])
    let result = try TemporaryExercises().run(
      ["check"], checker: ScriptedChecker(always: .timedOut(timeOut)))
    #expect(result.status == .failure)
    #expect(
      result.output.hasPrefix(
        """
        Checking 1 first-one...
        TIMED OUT  first-one: the tests ran out of time (20 s); your code may loop forever.

          The tests that were running: a(), b()

          A loop whose condition never becomes false (a variable it never changes)
          or a function that calls itself without end never finishes; look there.

        Edit Exercises/01-first-one/Sources/First/First.swift (look for TODO).

        """))
  }

  @Test func aBuildThatRunsOutOfTimeIsToldApart() {
    let exercise = TemporaryExercises.standard[0]
    let timeOut = TimeOut(phase: .build, seconds: 600, unfinishedTests: [])
    #expect(
      CheckOutcome.timedOut(timeOut).report(for: exercise) == [
        "TIMED OUT  first-one: the build ran out of time (600 s) and was stopped.",
        "",
        "  Another build of this exercise may be holding it up (a second kit watch?);",
        "  check again: the build goes on from where it stopped.",
      ])
  }
}
