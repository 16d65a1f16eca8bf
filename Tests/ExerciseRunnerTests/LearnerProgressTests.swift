import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct ProgressTests {
  let exercises = TemporaryExercises.standard

  @Test func aMissingFileMeansNothingIsDone() {
    let progress = LearnerProgress.load(from: URL(fileURLWithPath: "/no/such/file"))
    #expect(progress == LearnerProgress())
  }

  @Test func isSavedAsPlainTextAndReadBack() throws {
    let folder = try TemporaryExercises()
    let progress = LearnerProgress(done: ["first-one", "second-one"], current: "second-one")
    try folder.save(progress)
    #expect(folder.progress == progress)
    #expect(
      folder.read(".progress").hasSuffix("current second-one\ndone first-one\ndone second-one\n"))
  }

  @Test func linesItDoesNotKnowAreSkipped() throws {
    let folder = try TemporaryExercises()
    try folder.write("# mine\ndone first-one\nwhatever\nstarred x y\n", to: ".progress")
    #expect(folder.progress == LearnerProgress(done: ["first-one"]))
  }

  @Test func theCurrentExerciseIsTheFirstNotDone() {
    #expect(LearnerProgress().currentExercise(in: exercises)?.name == "first-one")
    #expect(
      LearnerProgress(done: ["first-one"]).currentExercise(in: exercises)?.name == "second-one")
    #expect(
      LearnerProgress(done: ["first-one", "second-one"]).currentExercise(in: exercises) == nil)
  }

  @Test func theCurrentExerciseChosenByNextWins() {
    let progress = LearnerProgress(done: ["first-one"], current: "first-one")
    #expect(progress.currentExercise(in: exercises)?.name == "first-one")
  }

  @Test func theNextPendingWrapsToOneSkippedEarlier() {
    let progress = LearnerProgress(done: ["second-one"])
    #expect(progress.nextPending(after: exercises[1], in: exercises)?.name == "first-one")
    #expect(LearnerProgress().nextPending(after: exercises[0], in: exercises)?.name == "second-one")
  }
}
