import Foundation
import Testing

@testable import ExerciseRunner

/// `kit hint`: one hint at a time, remembered in the progress file; `--all` shows them all.
@Suite struct HintTests {
  @Test func eachHintCommandShowsTheNextHintAndSaysHowManyAreLeft() throws {
    let exercises = try TemporaryExercises()
    let first = exercises.run(["hint"])
    #expect(first.status == .success)
    #expect(
      first.output == """
        Hint 1 of 2 for first-one:
          Look closer.
        1 more hint: swift run kit hint first-one for the next, --all for every one.

        """)
    #expect(exercises.progress.hintsSeen == ["first-one": 1])
    #expect(
      exercises.run(["hint", "first-one"]).output == """
        Hint 2 of 2 for first-one:
          Closer still.
        That was the last hint. The instructions: Exercises/01-first-one/README.md

        """)
    #expect(exercises.progress.hintsSeen == ["first-one": 2])
  }

  @Test func onceEveryHintIsSeenTheyAreAllShown() throws {
    let exercises = try TemporaryExercises()
    try exercises.save(LearnerProgress(hintsSeen: ["first-one": 2]))
    #expect(
      exercises.run(["hint"]).output == """
        Hints for first-one:
          1. Look closer.
          2. Closer still.
        The instructions: Exercises/01-first-one/README.md

        """)
  }

  @Test func allShowsEveryHintAndCountsThemSeen() throws {
    let exercises = try TemporaryExercises()
    let result = exercises.run(["hint", "--all"])
    #expect(result.status == .success)
    #expect(
      result.output.hasPrefix("Hints for first-one:\n  1. Look closer.\n  2. Closer still.\n"))
    #expect(exercises.progress.hintsSeen == ["first-one": 2])
  }

  @Test func eachExerciseCountsItsOwnHints() throws {
    let exercises = try TemporaryExercises()
    _ = exercises.run(["hint", "1"])
    #expect(exercises.run(["hint", "2"]).output.hasPrefix("Hint 1 of 1 for second-one:\n"))
    #expect(exercises.progress.hintsSeen == ["first-one": 1, "second-one": 1])
  }

  @Test func hintsSeenSurviveAPassAndAreSavedAsText() throws {
    let exercises = try TemporaryExercises()
    _ = exercises.run(["hint"])
    try exercises.write("// Solved.\n", to: "01-first-one/Sources/First/First.swift")
    _ = exercises.run(["check"])
    #expect(exercises.read(".progress").hasSuffix("done first-one\nhints first-one 1\n"))
  }
}
