import Foundation
import Testing

@testable import ExerciseRunner

/// What a passing check suggests is exactly what `kit next` then does: one function decides.
@Suite struct NextMoveTests {
  /// Ten exercises, `ex-1` to `ex-10`, set up like the standard ones.
  static let ten = (1...10).map { number in
    Exercise(
      name: "ex-\(number)", pattern: "P", summary: "Number \(number).",
      folder: (number < 10 ? "0" : "") + "\(number)-ex-\(number)",
      files: ["Sources/Ex\(number)/Ex.swift"], hints: ["A hint."])
  }

  /// The name in the suggestion "Then move on to NAME: swift run kit next".
  func suggestion(in output: String) -> String? {
    output.firstMatch(of: /Then move on to (.+): swift run kit next\n/).map { String($0.1) }
  }

  /// The name in `next`'s "Now on N NAME (...)".
  func target(in output: String) -> String? {
    output.firstMatch(of: #/^Now on \d+ (\S+) /#).map { String($0.1) }
  }

  @Test func passingExercise9WhileOn4SuggestsWhereNextGoes() throws {
    let exercises = try TemporaryExercises(Self.ten)
    try exercises.save(
      LearnerProgress(done: ["ex-1", "ex-2", "ex-3", "ex-4"], current: "ex-4"))
    try exercises.write("// Solved.\n", to: "09-ex-9/Sources/Ex9/Ex.swift")
    let check = exercises.run(["check", "9"])
    #expect(check.status == .success)
    #expect(suggestion(in: check.output) == "ex-5")
    let next = exercises.run(["next"])
    #expect(next.status == .success)
    #expect(target(in: next.output) == suggestion(in: check.output))
  }

  @Test func passingAnotherExerciseWhileTheCurrentFailsSaysNextWouldRefuse() throws {
    let exercises = try TemporaryExercises(Self.ten)
    try exercises.save(LearnerProgress(done: ["ex-1", "ex-2", "ex-3"], current: "ex-4"))
    try exercises.write("// Solved.\n", to: "09-ex-9/Sources/Ex9/Ex.swift")
    let check = exercises.run(["check", "9"])
    #expect(
      check.output.hasSuffix(
        "Your current exercise is still ex-4, which does not pass yet: swift run kit check ex-4 "
          + "(then swift run kit next moves on)\n"))
    #expect(exercises.run(["next"]).status == .failure)
  }

  @Test func theMoveFollowsTheCurrentExerciseAndSkipsWhatIsDone() {
    let progress = LearnerProgress(done: ["ex-4", "ex-5", "ex-9"], current: "ex-4")
    #expect(progress.nextMove(in: Self.ten) == .moveOn(to: Self.ten[5]))
    #expect(LearnerProgress(current: "ex-4").nextMove(in: Self.ten) == .finishFirst(Self.ten[3]))
    let all = LearnerProgress(done: Set(Self.ten.map(\.name)), current: "ex-10")
    #expect(all.nextMove(in: Self.ten) == .allDone)
  }

  @Test func watchMovesOnAsNextDoes() throws {
    let exercises = try TemporaryExercises(Self.ten)
    try exercises.save(LearnerProgress(done: ["ex-1", "ex-2", "ex-3", "ex-4"], current: "ex-4"))
    try exercises.write("// Solved.\n", to: "09-ex-9/Sources/Ex9/Ex.swift")
    let checker = ScriptedChecker()
    _ = exercises.run(["watch", "9"], checker: checker, events: ScriptedEvents([.line("n")]))
    #expect(checker.checkedFolders == ["09-ex-9", "05-ex-5"])
    #expect(exercises.progress.current == "ex-5")
  }
}
