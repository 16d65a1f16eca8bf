import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct WatchTests {
  @Test func watchChecksAtOnceThenOnEverySaveAndEnter() throws {
    let exercises = try TemporaryExercises()
    let checker = ScriptedChecker()
    let events = ScriptedEvents([.filesChanged, .line(""), .line("q")])
    let result = exercises.run(["watch"], checker: checker, events: events)
    #expect(result.status == .success)
    #expect(checker.checkedFolders == ["01-first-one", "01-first-one", "01-first-one"])
    #expect(events.watched == [["01-first-one/Sources", "01-first-one/Tests"]])
  }

  @Test func nextIsRefusedWhileTheExerciseFails() throws {
    let exercises = try TemporaryExercises()
    let events = ScriptedEvents([.line("n")])
    let result = exercises.run(["watch"], events: events)
    #expect(
      result.output.contains("first-one does not pass yet; fix it first (h shows the hints)."))
    #expect(exercises.progress.current == nil)
  }

  @Test func aPassLetsTheLearnerMoveOnAndWatchTheNextExercise() throws {
    let exercises = try TemporaryExercises()
    try exercises.write("// Solved.\n", to: "01-first-one/Sources/First/First.swift")
    let checker = ScriptedChecker()
    let events = ScriptedEvents([.line("n")])
    let result = exercises.run(["watch"], checker: checker, events: events)
    #expect(result.output.contains("[Enter] check again  [n] next exercise  [h] hints  [q] quit"))
    #expect(checker.checkedFolders == ["01-first-one", "02-second-one"])
    #expect(events.watched.last == ["02-second-one/Sources", "02-second-one/Tests"])
    #expect(exercises.progress.current == "second-one")
  }

  @Test func hAndAnUnknownKeyAreAnswered() throws {
    let events = ScriptedEvents([.line("h"), .line("x")])
    let output = try TemporaryExercises().run(["watch"], events: events).output
    #expect(output.contains("Hint 1 of 2 for first-one:\n  Look closer.\n"))
    #expect(output.contains("Unknown key 'x'.\n"))
  }

  @Test func theEndOfInputEndsManualWatching() throws {
    let result = try TemporaryExercises().run(["watch", "--manual"], events: ScriptedEvents([]))
    #expect(result.status == .success)
    #expect(result.output.contains("Watching by hand: press Enter to check first-one again.\n"))
  }
}
