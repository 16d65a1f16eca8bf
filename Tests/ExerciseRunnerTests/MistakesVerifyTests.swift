import BlueKit
import Foundation
import Testing

@testable import ExerciseRunner

/// `kit verify --mistakes` with a checker that passes files saying "Solved", so these tests are
/// about what it demands of a catalogue and how it reports, not about building.
@Suite struct MistakesVerifyTests {
  let listed = "Sources/First/First.swift"

  /// The standard exercises, the first with `mistakes` and a folder for each, holding
  /// `contents` as its listed file; the second with none, so only the first is verified.
  func exercises(
    _ mistakes: [(name: String, contents: String)], beliefs: [String: String] = [:]
  ) throws -> TemporaryExercises {
    var list = TemporaryExercises.standard
    list[0].mistakes = mistakes.map { mistake in
      Mistake(name: mistake.name, belief: beliefs[mistake.name] ?? "The \(mistake.name) belief.")
    }
    let exercises = try TemporaryExercises(list)
    for mistake in mistakes {
      try exercises.write(mistake.contents, to: "01-first-one/Mistakes/\(mistake.name)/\(listed)")
    }
    return exercises
  }

  let threeWrong: [(name: String, contents: String)] = [
    ("off-by-one", "// Wrong by one.\n"), ("wrong-order", "// Backwards.\n"),
    ("forgot-the-edge", "// No edge.\n"),
  ]

  @Test func aCaughtMistakeSaysWhatCaughtItOnEveryRun() throws {
    let exercises = try exercises(threeWrong)
    let checker = ScriptedChecker()
    let result = exercises.run(["verify", "--mistakes", "first-one"], checker: checker)
    #expect(result.status == .success)
    #expect(
      result.output.contains(
        "      ok    off-by-one: caught on 3 of 3 runs, by the test answersCorrectly()\n"))
    #expect(result.output.hasPrefix("ok    1 first-one ("))
    #expect(result.output.hasSuffix("\nmistakes: 3 caught, 0 passed, 0 not checked\n"))
    // The solution once, then each mistake three times.
    #expect(checker.checkedFolders.count == 1 + 3 * 3)
    #expect(
      exercises.read("01-first-one/\(listed)") == "// TODO: solve it.\n",
      "the learner's files are never touched")
  }

  /// Only an error in the code catches a mistake: a build that stops before any line is
  /// compiled proves nothing about it, and counting it caught would hide a pass.
  @Test func aBuildErrorThatPointsAtNoLineChecksNothing() {
    let located = CompilerError(
      location: SourceLocation(path: "Sources/First/First.swift", line: 3, column: 9),
      message: "cannot find 'albums' in scope")
    let nowhere = CompilerError(
      location: nil, message: "error: unable to load output file map 'output-file-map.json'")
    #expect(MistakeVerdict(.didNotCompile([nowhere, located])) == .caught(.compiler))
    #expect(
      MistakeVerdict(.didNotCompile([nowhere]))
        == .unchecked(
          .noTestRan(lastLines: "error: unable to load output file map 'output-file-map.json'")))
  }

  /// A must-not-compile or must-not-mention check fails only once every test passes: the
  /// report names it a check, not a test.
  @Test func aMistakeCaughtByAnExercisesCheckIsSaidToBe() {
    let check = FailedExpectation(
      test: "The adapters multiply by the named rate", location: nil,
      message: "this line still matches 6\\.8", details: [])
    let test = FailedExpectation(
      test: "answersCorrectly()", location: nil, message: "Expectation failed", details: [])
    #expect(
      MistakeVerdict(.failed([check], testCount: 2, checkCount: 1))
        == .caught(.checks(["The adapters multiply by the named rate"])))
    #expect(
      MistakeVerdict(.failed([test], testCount: 2)) == .caught(.tests(["answersCorrectly()"])))
    #expect(
      MistakeVerdict.Reason.checks(["Nobody sets the entries (must not compile)"])
        .described(Language.english.messages)
        == "the check Nobody sets the entries (must not compile), with every test passing")
    #expect(
      MistakeVerdict.Reason.checks(["甲（必须编译失败）", "乙"])
        .described(Language.simplifiedChinese.messages)
        == "检查 甲（必须编译失败）、乙，而测试全部通过")
  }

  @Test func runsSaysHowManyTimes() throws {
    let checker = ScriptedChecker()
    let result = try exercises(threeWrong).run(
      ["verify", "--mistakes", "first-one", "--runs", "5"], checker: checker)
    #expect(result.output.contains("ok    wrong-order: caught on 5 of 5 runs"))
    #expect(checker.checkedFolders.count == 1 + 3 * 5)
  }

  @Test func aSampleChecksSomeMistakesTheSameOnEveryRun() throws {
    let first = ScriptedChecker()
    let output = try exercises(threeWrong).run(
      ["verify", "--mistakes", "first-one", "--sample", "2"], checker: first
    ).output
    #expect(first.checkedFolders.count == 1 + 2 * 3)
    #expect(output.hasSuffix("\nmistakes: 2 caught, 0 passed, 0 not checked\n"))
    let again = try exercises(threeWrong).run(
      ["verify", "--mistakes", "first-one", "--sample", "2"], checker: ScriptedChecker()
    ).output
    let caught = { (output: String) in
      output.split(separator: "\n").filter { $0.contains("caught on") }
        .map { $0.split(separator: ":").first ?? "" }
    }
    #expect(caught(output) == caught(again))
  }

  @Test func aMistakeThatPassesFailsVerifyAndSaysTheBelief() throws {
    let exercises = try exercises(
      threeWrong.dropLast() + [("copy-outside-the-lock", "// Solved, racily.\n")],
      beliefs: ["copy-outside-the-lock": "A copy of the manager is as good as the manager."])
    let result = exercises.run(["verify", "--mistakes", "first-one"])
    #expect(result.status == .failure)
    #expect(result.output.hasPrefix("FAIL  1 first-one ("))
    #expect(
      result.output.contains(
        "      FAIL  copy-outside-the-lock: passed on 3 of 3 runs; a learner who believed this is "
          + "told PASS: A copy of the manager is as good as the manager.\n"))
    #expect(result.output.hasSuffix("\nmistakes: 2 caught, 1 passed, 0 not checked\n"))
  }

  @Test func aMistakeThatPassesSometimesIsReportedAsPassing() throws {
    let exercises = try exercises(threeWrong.dropLast() + [("race", "// Flaky.\n")])
    let result = exercises.run(["verify", "--mistakes", "first-one"], checker: FlakyChecker())
    #expect(result.status == .failure)
    #expect(result.output.contains("      FAIL  race: passed on 1 of 3 runs; "))
  }

  @Test func aMistakeCaughtForDifferentReasonsNamesEach() throws {
    let exercises = try exercises(threeWrong.dropLast() + [("race", "// Flaky.\n")])
    let result = exercises.run(
      ["verify", "--mistakes", "first-one", "--runs", "2"], checker: FlakyChecker(passes: false))
    #expect(
      result.output.contains(
        "      ok    race: caught on 2 of 2 runs, by the test answersCorrectly()"
          + "; then by a trap in adds()\n"))
  }

  @Test func aMistakeThatChangesAGivenTestIsCaughtByTheGuard() throws {
    let exercises = try exercises(threeWrong.dropLast())
    var list = exercises.exercises
    list[0].mistakes?.append(Mistake(name: "test-is-wrong", belief: "The test asks too much."))
    try exercises.writeMetadata(list)
    try exercises.write(
      "// Solved.\n", to: "01-first-one/Mistakes/test-is-wrong/Sources/First/First.swift")
    try exercises.write(
      "// A test, weakened.\n",
      to: "01-first-one/Mistakes/test-is-wrong/Tests/FirstTests/Tests.swift")
    #expect(exercises.run(["verify", "--record-given-files"]).status == .success)
    let result = exercises.run(["verify", "--mistakes", "first-one"])
    #expect(
      result.output.contains(
        "      ok    test-is-wrong: caught on 3 of 3 runs, by the lesson's guard (a given file "
          + "changed, or code in another file)\n"))
    #expect(result.status == .success)
  }

  @Test func aMistakeMayRemoveAFile() throws {
    let exercises = try exercises(threeWrong.dropLast())
    var list = exercises.exercises
    list[0].mistakes?.append(
      Mistake(name: "moved", belief: "Any file will do.", removes: [listed]))
    try exercises.writeMetadata(list)
    try exercises.write(
      "// Solved here.\n", to: "01-first-one/Mistakes/moved/Sources/First/Other.swift")
    #expect(exercises.run(["verify", "--record-given-files"]).status == .success)
    let result = exercises.run(["verify", "--mistakes", "first-one"])
    #expect(
      result.output.contains("      ok    moved: caught on 3 of 3 runs, by the lesson's guard"))
  }

  @Test func eachMistakeStartsFromTheSolutionNotFromTheMistakeBefore() throws {
    let exercises = try exercises([("off-by-one", "// Wrong by one.\n")])
    var list = exercises.exercises
    list[0].mistakes? += [
      Mistake(name: "moved", belief: "Any file will do.", removes: [listed]),
      Mistake(name: "sneaky", belief: "Nobody will notice."),
    ]
    try exercises.writeMetadata(list)
    try exercises.write(
      "// Solved here.\n", to: "01-first-one/Mistakes/moved/Sources/First/Other.swift")
    try exercises.write("// Solved, sneakily.\n", to: "01-first-one/Mistakes/sneaky/\(listed)")
    #expect(exercises.run(["verify", "--record-given-files"]).status == .success)
    let output = exercises.run(["verify", "--mistakes", "first-one"]).output
    // Had Other.swift stayed, or First.swift stayed deleted, the guard would have caught it.
    #expect(output.contains("      FAIL  sneaky: passed on 3 of 3 runs; "))
  }

  @Test func theCatalogueMustBeSound() throws {
    let exercises = try exercises([
      ("off-by-one", "// Wrong by one.\n"), ("off-by-one", "// Also wrong.\n"),
      ("no-change", "// Solved.\n"),
    ])
    var list = exercises.exercises
    list[0].mistakes?.append(Mistake(name: "no-folder", belief: " "))
    try exercises.writeMetadata(list)
    try exercises.write("x", to: "01-first-one/Mistakes/stray/\(listed)")
    let result = exercises.run(["verify", "--mistakes", "first-one"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        """
              - two mistakes are named 'off-by-one'
              - the mistake 'no-change' changes nothing: applied, it is the solution
              - the mistake 'no-folder' says nothing of what the learner believed (en)
              - the mistake 'no-folder' has no folder Mistakes/no-folder/
              - the folder Mistakes/stray/ is no mistake in exercises.json

        """))
  }

  @Test func eachExerciseNeedsThreeMistakesAtLeast() throws {
    let result = try TemporaryExercises().run(["verify", "--mistakes", "second-one"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "      - it catalogues 0 mistakes; each exercise needs at least 3\n"))
  }

  @Test func aTranslatedExerciseNeedsEachBeliefTranslated() throws {
    var list = TemporaryExercises.standard
    list[0].translations = [
      "zh-Hans": ExerciseTranslation(
        summary: "第一个。", hints: ["再看看。", "再近一点。"], mistakes: ["off-by-one": "差一。"],
        translationOf: "")
    ]
    list[0].mistakes = threeWrong.map { Mistake(name: $0.name, belief: "Believed.") }
    let exercises = try TemporaryExercises(list)
    for mistake in threeWrong {
      try exercises.write(mistake.contents, to: "01-first-one/Mistakes/\(mistake.name)/\(listed)")
    }
    let result = exercises.run(["verify", "--mistakes", "first-one"])
    #expect(
      result.output.contains(
        "      - the mistake 'wrong-order' says nothing of what the learner believed (zh-Hans)\n"))
    #expect(!result.output.contains("'off-by-one' says nothing"))
  }

  @Test func aSolutionThatFailsProvesNothing() throws {
    let exercises = try exercises(threeWrong)
    try exercises.write("// Not yet.\n", to: "01-first-one/Solution/\(listed)")
    let result = exercises.run(["verify", "--mistakes", "first-one"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "      - the solution must pass before its mistakes mean anything, but:\n"))
  }

  @Test func theReportSpeaksChinese() throws {
    let result = try exercises(threeWrong).run(
      ["verify", "--mistakes", "first-one", "--lang", "zh-Hans"])
    #expect(
      result.output.contains(
        "      ok    off-by-one：3 次运行中 3 次被发现，发现者：测试 answersCorrectly()\n"))
    #expect(result.output.hasSuffix("\nmistakes：3 个被发现，0 个通过，0 个未检查\n"))
  }

  @Test func beliefsJoinTheTextATranslationFollows() {
    var exercise = TemporaryExercises.standard[0]
    let before = exercise.translatedText
    exercise.mistakes = [Mistake(name: "m", belief: "A belief.")]
    #expect(exercise.translatedText == before + "\nA belief.")
  }

  @Test(arguments: [
    (["verify", "--runs", "2"], "error: --runs applies to verify --mistakes only."),
    (
      ["verify", "--mistakes", "--runs", "0"],
      "error: --runs needs a number of runs (1 or more) after it."
    ),
    (
      ["verify", "--mistakes", "--mutants"],
      "error: verify does one thing at a time; choose one of --mutants, --mistakes."
    ),
    (["check", "--mistakes"], "error: --mistakes does not apply here."),
  ])
  func theCommandLineIsChecked(arguments: [String], message: String) {
    #expect(throws: UsageError(message: message)) { try KitCommand(parsing: arguments) }
  }
}

/// A checker whose verdict on a "Flaky" file changes from run to run, as a race's does: a
/// deterministic stand-in for a test that passes sometimes.
///
/// Every other check of a flaky file passes (or traps, when `passes` is false), starting with
/// the second; files saying "Solved" pass and others fail, as with ``ScriptedChecker``.
final class FlakyChecker: ExerciseChecker {
  private var flakyChecks = 0
  private let passes: Bool
  private let scripted = ScriptedChecker()

  init(passes: Bool = true) {
    self.passes = passes
  }

  func check(packageAt folder: URL) -> CheckOutcome {
    let file = folder.appendingPathComponent("Sources/First/First.swift")
    guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains("Flaky") else {
      return scripted.check(packageAt: folder)
    }
    flakyChecks += 1
    guard flakyChecks % 2 == 0 else { return .failed([ScriptedChecker.failure], testCount: 2) }
    return passes ? .passed(testCount: 2) : .crashed(Crash(test: "adds()", reason: nil))
  }
}
