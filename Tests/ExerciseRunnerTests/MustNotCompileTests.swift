import Foundation
import Testing

@testable import ExerciseRunner

/// A checker whose tests behave as ``ScriptedChecker``'s (a file that says "Solved" passes), and
/// whose compiler answers each must-not-compile check with a verdict set in advance: one for
/// the starter, one for a solved exercise.
final class ScriptedCompiler: ExerciseChecker {
  private let tests = ScriptedChecker()
  private let starter: [SnippetVerdict]
  private let solution: [SnippetVerdict]
  /// How many times snippets were compiled.
  private(set) var compilations = 0

  init(starter: [SnippetVerdict] = [.compiled], solution: [SnippetVerdict] = [.refused]) {
    self.starter = starter
    self.solution = solution
  }

  func check(packageAt folder: URL) -> CheckOutcome {
    tests.check(packageAt: folder)
  }

  func verdicts(for checks: [Snippet], packageAt folder: URL)
    throws(CheckError) -> [SnippetVerdict]
  {
    compilations += 1
    return tests.check(packageAt: folder).isPassing ? solution : starter
  }
}

/// Must-not-compile checks in `kit check` and `kit verify`, with a scripted compiler.
///
/// These are about what the runner does with each verdict; `GuardedFixtureTests` compiles real
/// snippets.
@Suite struct MustNotCompileTests {
  static let secondOne = MustNotCompileCheck(
    name: "Nobody makes a second First", snippet: "_ = First()",
    expectedError: "initializer is inaccessible", requirement: "nobody can make a second one")

  /// The standard exercises, the first with `checks` and a README that states the rule.
  func exercises(_ checks: [MustNotCompileCheck] = [secondOne]) throws -> TemporaryExercises {
    var standard = TemporaryExercises.standard
    standard[0].mustNotCompile = checks
    let exercises = try TemporaryExercises(standard)
    try exercises.write(
      "# first-one\n\nMake `First.shared` the only one: nobody can\nmake a second one.\n",
      to: "01-first-one/README.md")
    return exercises
  }

  /// The exercises, the first solved by the learner so its tests pass.
  func solvedExercises(_ checks: [MustNotCompileCheck] = [secondOne]) throws
    -> TemporaryExercises
  {
    let exercises = try exercises(checks)
    try exercises.write("// Solved.\n", to: "01-first-one/Sources/First/First.swift")
    return exercises
  }

  @Test func aSnippetThatCompilesFailsLikeATestInTheReadmesWords() throws {
    let exercises = try solvedExercises()
    let result = exercises.run(
      ["check", "first-one"], checker: ScriptedCompiler(solution: [.compiled]))
    #expect(result.status == .failure)
    #expect(
      result.output.hasPrefix(
        """
        Checking 1 first-one...
        FAIL  first-one: all 2 tests pass, but the check fails.

          Nobody makes a second First (must not compile)
            `_ = First()` compiled, but it must not: your code still allows it.
            -> the README asks for this: "nobody can make a second one"

        Edit Exercises/01-first-one/Sources/First/First.swift.
        """))
    #expect(exercises.progress.done.isEmpty, "an exercise that breaks a rule is not done")
  }

  @Test func aSnippetRefusedWithTheExpectedErrorPasses() throws {
    let exercises = try solvedExercises()
    let result = exercises.run(["check", "first-one"], checker: ScriptedCompiler())
    #expect(result.status == .success)
    #expect(result.output.contains("PASS  first-one: all 2 tests pass, and the check holds."))
    #expect(exercises.progress.done == ["first-one"])
  }

  @Test func aSnippetRefusedForAnotherReasonFailsWithTheCompilersWords() throws {
    let exercises = try solvedExercises()
    let typo = CompilerError(location: nil, message: "cannot find 'First' in scope")
    let result = exercises.run(
      ["check", "first-one"], checker: ScriptedCompiler(solution: [.refusedOtherwise([typo])]))
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        """
            `_ = First()` did not compile, but not with the error "initializer is inaccessible" \
        that shows the rule is kept.
            -> the compiler said: cannot find 'First' in scope
            -> the README asks for this: "nobody can make a second one"
        """))
  }

  @Test func theChecksWaitForTheTestsToPass() throws {
    let exercises = try exercises()
    let compiler = ScriptedCompiler()
    let result = exercises.run(["check", "first-one"], checker: compiler)
    #expect(result.output.contains("FAIL  first-one: 1 of 2 tests failing (1 expectation)."))
    #expect(compiler.compilations == 0, "a learner whose tests fail has those to fix first")
  }

  @Test func anExerciseWithoutChecksNeverCompilesSnippets() throws {
    let exercises = try TemporaryExercises()
    try exercises.write("// Solved.\n", to: "01-first-one/Sources/First/First.swift")
    let compiler = ScriptedCompiler()
    #expect(exercises.run(["check", "first-one"], checker: compiler).status == .success)
    #expect(compiler.compilations == 0)
  }

  @Test func aCheckerThatCannotCompileSnippetsNeverPassesTheExercise() throws {
    let exercises = try solvedExercises()
    let result = exercises.run(["check", "first-one"], checker: ScriptedChecker())
    #expect(result.status == .unavailable)
    #expect(
      result.output.contains(
        "ERROR  first-one could not be checked: could not start 'swiftc': this checker does not "
          + "compile snippets"))
    #expect(exercises.progress.done.isEmpty)
  }
}

/// What `kit verify` proves about each check: the starter compiles it (or keeps the rule when
/// marked so), the solution refuses it with the expected error.
extension MustNotCompileTests {
  @Test func aCheckTheStarterCompilesAndTheSolutionRefusesIsSound() throws {
    let result = try exercises().run(["verify", "first-one"], checker: ScriptedCompiler())
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("ok    1 first-one ("))
  }

  @Test func aSolutionThatCompilesTheSnippetFailsVerify() throws {
    let compiler = ScriptedCompiler(solution: [.compiled])
    let result = try exercises().run(["verify", "first-one"], checker: compiler)
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "      - compile check \"Nobody makes a second First\": `_ = First()` compiles against "
          + "the solution, but must not\n"))
  }

  @Test func aSolutionRefusingTheSnippetForAnotherReasonFailsVerify() throws {
    let typo = CompilerError(location: nil, message: "cannot find 'Frist' in scope")
    let compiler = ScriptedCompiler(solution: [.refusedOtherwise([typo])])
    let result = try exercises().run(["verify", "first-one"], checker: compiler)
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "the solution refuses `_ = First()`, but not with \"initializer is inaccessible\": "
          + "cannot find 'Frist' in scope\n"))
  }

  @Test func aStarterThatAlreadyRefusesTheSnippetFailsVerify() throws {
    let compiler = ScriptedCompiler(starter: [.refused])
    let result = try exercises().run(["verify", "first-one"], checker: compiler)
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "the starter already refuses `_ = First()`, so the check could never fail there"))
  }

  @Test func aCheckKeptByTheStarterMustBeRefusedThereToo() throws {
    var kept = Self.secondOne
    kept.keptByStarter = true
    let keeps = try exercises([kept]).run(
      ["verify", "first-one"], checker: ScriptedCompiler(starter: [.refused]))
    #expect(keeps.status == .success)
    let breaks = try exercises([kept]).run(
      ["verify", "first-one"], checker: ScriptedCompiler(starter: [.compiled]))
    #expect(breaks.status == .failure)
    #expect(
      breaks.output.contains(
        "`_ = First()` compiles against the starter, but must not (the check is marked "
          + "\"keptByStarter\")"))
  }

  @Test func aCheckTheStarterCannotCompileForAnotherReasonIsANoteNotAFailure() throws {
    let missing = CompilerError(location: nil, message: "cannot find 'First' in scope")
    let compiler = ScriptedCompiler(starter: [.refusedOtherwise([missing])])
    let result = try exercises().run(["verify", "first-one"], checker: compiler)
    #expect(result.status == .success)
    #expect(
      result.output.contains(
        "      - note: compile check \"Nobody makes a second First\" does not apply to the "
          + "starter, which refuses `_ = First()` with: cannot find 'First' in scope\n"))
  }

  @Test func aChineseLearnerReadsTheFailureInChineseWithTheChineseReadmesWords() {
    var check = Self.secondOne
    check.translations = [
      "zh-Hans": MustNotCompileTranslation(
        name: "谁也无法再创建一个 First", requirement: "谁也无法再创建一个")
    ]
    #expect(
      check.failure(for: .compiled, in: .simplifiedChinese)
        == FailedExpectation(
          test: "谁也无法再创建一个 First（必须编译失败）", location: nil,
          message: "`_ = First()` 编译通过了，但它必须编译失败：你的代码仍然允许这样写。",
          details: ["README 的要求是：“谁也无法再创建一个”"]))
    // Without a translation, the English name and README's words, in Chinese sentences.
    #expect(
      Self.secondOne.failure(for: .compiled, in: .simplifiedChinese)?.details
        == ["README 的要求是：“nobody can make a second one”"])
  }

  @Test func aTranslatedRequirementMustBeTheTranslatedReadmesOwnWords() throws {
    var check = Self.secondOne
    check.translations = [
      "zh-Hans": MustNotCompileTranslation(name: "谁也无法再创建一个 First", requirement: "只有一个")
    ]
    let exercises = try exercises([check])
    try exercises.write(
      "# first-one\n\n谁也无法\n再创建一个。\n", to: "01-first-one/README.zh-Hans.md")
    let result = exercises.run(
      ["verify", "first-one"],
      checker: ScriptedCompiler(starter: [.compiled], solution: [.refused]))
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "- mustNotCompile[0] quotes \"只有一个\" as the words of README.zh-Hans.md, but it does "
          + "not say that\n"))
  }

  @Test func theRequirementMustBeTheReadmesOwnWords() throws {
    var invented = Self.secondOne
    invented.requirement = "there is only ever one"
    invented.expectedError = " "
    let result = try exercises([invented, invented]).run(
      ["verify", "first-one"],
      checker: ScriptedCompiler(starter: [.compiled, .compiled], solution: [.refused, .refused]))
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "- mustNotCompile[0] quotes \"there is only ever one\" as the README's words, but "
          + "README.md does not say that\n"))
    #expect(result.output.contains("- mustNotCompile[0] has an empty \"expectedError\"\n"))
    #expect(
      result.output.contains(
        "- mustNotCompile[1]: two compile checks are named \"Nobody makes a second First\"\n"))
  }
}

/// The file `swiftc` reads: each snippet in a function of its own, its lines known, so each
/// error goes to the snippet it points at.
@Suite struct SnippetSourceTests {
  @Test func eachSnippetHasAFunctionAndItsLinesAreKnown() {
    let twoLines = MustNotCompileCheck(
      name: "Two lines", snippet: "let first = First.shared\nfirst.count = 2",
      expectedError: "get-only", requirement: "a count nobody sets")
    let checker = SnippetTypeChecker(
      scratchFolder: URL(fileURLWithPath: "/scratch"),
      moduleCache: URL(fileURLWithPath: "/cache"), modules: ["First"])
    let (text, lines) = checker.source(
      for: [twoLines, MustNotCompileTests.secondOne].map(\.compiledSnippet))
    #expect(lines == [7...8, 13...13])
    let numbered = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(numbered[2] == "@testable import First")
    #expect(numbered[5] == "@MainActor func snippet1() {")
    #expect(numbered[6...7] == ["  let first = First.shared", "  first.count = 2"])
    #expect(numbered[11] == "@MainActor func snippet2() {")
    #expect(numbered[12] == "  _ = First()")
  }

  @Test func theCompilersWordsUnderASnippetAreEachSaidOnce() {
    let place = SourceLocation(path: "snippet.swift", line: 3, column: 9)
    let errors = [
      CompilerError(location: place, message: "argument passed to call that takes no arguments"),
      CompilerError(location: nil, message: "cannot find 'Shelf' in scope"),
      CompilerError(location: nil, message: "argument passed to call that takes no arguments"),
    ]
    #expect(
      errors.distinctMessages == [
        "argument passed to call that takes no arguments", "cannot find 'Shelf' in scope",
      ])
  }

}
