import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct ProgressTests {
  let exercises = TemporaryExercises.standard

  @Test func aMissingFileMeansNothingIsDone() {
    #expect(LearnerProgress.read(from: URL(fileURLWithPath: "/no/such/file")) == .missing)
  }

  @Test func isSavedAsPlainTextAndReadBack() throws {
    let folder = try TemporaryExercises()
    let progress = LearnerProgress(done: ["first-one", "second-one"], current: "second-one")
    try folder.save(progress)
    #expect(folder.progress == progress)
    #expect(
      folder.read(".progress").hasSuffix("current second-one\ndone first-one\ndone second-one\n"))
  }

  @Test func linesItDoesNotKnowMakeTheFileDamagedAndTheRestIsSalvaged() throws {
    let folder = try TemporaryExercises()
    try folder.write("# mine\ndone first-one\nwhatever\nstarred x y\nhints a b\n", to: ".progress")
    #expect(
      LearnerProgress.read(from: folder.folder.appendingPathComponent(".progress"))
        == .damaged(
          salvaged: LearnerProgress(done: ["first-one"]),
          reason: "lines 3, 4, 5 are not one the kit writes"))
  }

  @Test func aFileThatIsNotUTF8IsDamagedAndItsIntactLinesSalvaged() throws {
    let folder = try TemporaryExercises()
    try folder.write(Data("done first-one\n".utf8) + [0xFF, 0x0A], to: ".progress")
    #expect(
      LearnerProgress.read(from: folder.folder.appendingPathComponent(".progress"))
        == .damaged(
          salvaged: LearnerProgress(done: ["first-one"]), reason: "it is not UTF-8 text"))
  }

  @Test func windowsLineEndingsAndTabsAreRead() throws {
    let folder = try TemporaryExercises()
    try folder.write("# mine\r\ndone\tfirst-one\r\ncurrent second-one\r\n", to: ".progress")
    #expect(
      LearnerProgress.read(from: folder.folder.appendingPathComponent(".progress"))
        == .readable(LearnerProgress(done: ["first-one"], current: "second-one")))
  }

  @Test func hintsSeenAreReadBack() throws {
    let folder = try TemporaryExercises()
    try folder.write("hints first-one 2\n", to: ".progress")
    #expect(folder.progress == LearnerProgress(hintsSeen: ["first-one": 2]))
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

/// A damaged progress file is set aside and rebuilt; a pass never drops what was done.
@Suite struct DamagedProgressTests {
  static let four = ["a-one", "b-two", "c-three", "d-four"]

  /// The standard exercises and four more, the four done in a progress file with a bad byte.
  func exercisesWithDamagedProgress() throws -> (TemporaryExercises, Data) {
    let extra = Self.four.enumerated().map { index, name in
      Exercise(
        name: name, pattern: "P", summary: "S.", folder: "0\(index + 3)-\(name)",
        files: ["Sources/M\(index)/M.swift"], hints: ["H."])
    }
    let exercises = try TemporaryExercises(TemporaryExercises.standard + extra)
    let damaged =
      Data("# progress\ndone a-one\ndone b-two\n".utf8) + [0xC3, 0x28, 0x0A]
      + Data("done c-three\ndone d-four\n".utf8)
    try exercises.write(damaged, to: ".progress")
    return (exercises, damaged)
  }

  /// The names of the files beside the progress file that keep a damaged one.
  func keptCopies(in exercises: TemporaryExercises) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: exercises.folder.path)
      .filter { $0.hasPrefix(".progress.damaged-") }.sorted()
  }

  @Test func aPassAfterDamageKeepsTheFourDoneAndTheOriginalAside() throws {
    let (exercises, damaged) = try exercisesWithDamagedProgress()
    try exercises.write("// Solved.\n", to: "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["check", "first-one"])
    #expect(result.status == .success)
    #expect(exercises.progress.done == Set(Self.four + ["first-one"]))
    let kept = try keptCopies(in: exercises)
    #expect(kept.count == 1)
    let name = try #require(kept.first)
    #expect(name.wholeMatch(of: /\.progress\.damaged-\d{8}-\d{6}/) != nil)
    #expect(
      try Data(contentsOf: exercises.folder.appendingPathComponent(name)) == damaged,
      "the damaged file is kept byte for byte")
    #expect(
      result.errors == """
        note: your progress file Exercises/.progress is damaged: it is not UTF-8 text.
        It is kept as Exercises/\(name); a new one starts from what could be read (4 exercises \
        done).

        """)
  }

  @Test func theNoteIsGivenOnceAndTheNewFileIsClean() throws {
    let (exercises, _) = try exercisesWithDamagedProgress()
    _ = exercises.run(["list"])
    let second = exercises.run(["list"])
    #expect(second.errors == "")
    #expect(second.output.hasPrefix("BlueLibrary pattern exercises: 4 of 6 done\n"))
    #expect(try keptCopies(in: exercises).count == 1)
  }

  @Test func aDamagedFileIsNeverSavedOver() throws {
    let (exercises, damaged) = try exercisesWithDamagedProgress()
    // Saving without reading first, as when setting the file aside failed.
    let console = Console.memory()
    let runner = Runner(
      workspace: try Workspace.locate(from: exercises.root), console: console,
      checker: ScriptedChecker(), currentDirectory: exercises.root)
    #expect(!runner.save(LearnerProgress(done: ["first-one"])))
    #expect(try Data(contentsOf: exercises.folder.appendingPathComponent(".progress")) == damaged)
    #expect(
      console.errors == """
        error: not saving your progress over Exercises/.progress, which could not be read and \
        could not be set aside. Move it away, then try again.

        """)
  }
}
