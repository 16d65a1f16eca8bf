import Foundation
import Testing

@testable import ExerciseRunner

/// Must-not-mention checks of an ordinary exercise in `kit check` and `kit verify`: text the
/// README forbids in the learner's file, looked for once the tests pass.
@Suite struct MustNotMentionTests {
  static let namedRate = MustNotMentionCheck(
    name: "The adapters use the named rate", file: "Sources/First/First.swift",
    pattern: #"6\.8"#, requirement: "multiply by the named rate, never a literal",
    keptByStarter: true)

  /// The standard exercises, the first with `checks` and a README that states the rule.
  func exercises(_ checks: [MustNotMentionCheck] = [namedRate]) throws -> TemporaryExercises {
    var standard = TemporaryExercises.standard
    standard[0].mustNotMention = checks
    let exercises = try TemporaryExercises(standard)
    try exercises.write(
      "# first-one\n\nBoth adapters multiply by the named rate, never a\nliteral.\n",
      to: "01-first-one/README.md")
    return exercises
  }

  @Test func aLineThatSaysWhatTheReadmeForbidsFailsLikeATestWithItsPlace() throws {
    let exercises = try exercises()
    try exercises.write(
      "// Solved.\nlet cny = usd * Decimal(6.8) // not ExchangeRate\n",
      to: "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["check", "first-one"])
    #expect(result.status == .failure)
    #expect(
      result.output.hasPrefix(
        """
        Checking 1 first-one...
        FAIL  first-one: all 2 tests pass, but the check fails.

          The adapters use the named rate  (Exercises/01-first-one/Sources/First/First.swift:2:25)
            this line still matches 6\\.8: `let cny = usd * Decimal(6.8) // not ExchangeRate`
            -> the README asks for this: "multiply by the named rate, never a literal"
        """))
    #expect(exercises.progress.done.isEmpty, "an exercise that breaks a rule is not done")
  }

  @Test func aLongPatternIsNotPrintedOnlyTheLineAndTheReadmesRule() throws {
    let staticState = MustNotMentionCheck(
      name: "The list keeps nothing in a static", file: "Sources/First/First.swift",
      pattern: #"\bstatic +(?:(?:private|fileprivate|lazy) +)*(?:let|var) +\w+"#,
      requirement: "multiply by the named rate, never a literal", keptByStarter: true)
    let exercises = try exercises([staticState])
    try exercises.write(
      "// Solved.\nenum First { static var cache = 0 }\n",
      to: "01-first-one/Sources/First/First.swift")
    let english = exercises.run(["check", "first-one"])
    #expect(
      english.output.contains(
        """
          The list keeps nothing in a static  (Exercises/01-first-one/Sources/First/First.swift:2:14)
            this line is what the rule below forbids: `enum First { static var cache = 0 }`
            -> the README asks for this: "multiply by the named rate, never a literal"
        """), "\(english.output)")
    #expect(!english.output.contains("(?:"), "a learner is never shown a raw pattern this long")
    let chinese = exercises.run(["check", "first-one", "--lang", "zh-Hans"])
    #expect(
      chinese.output.contains("这一行正是下面这条规则不允许的写法：`enum First { static var cache = 0 }`"),
      "\(chinese.output)")
  }

  @Test func aFileThatKeepsTheRulePassesAndCountsTheCheck() throws {
    let exercises = try exercises()
    try exercises.write(
      "// Solved: 6.8 is ExchangeRate's, not ours.\nlet cny = usd * ExchangeRate.cnyPerUSD\n",
      to: "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["check", "first-one"])
    #expect(result.status == .success, "a comment is not code")
    #expect(result.output.contains("PASS  first-one: all 2 tests pass, and the check holds."))
  }

  /// `\b` means what it means in most regex engines, so `\bremoveItem\b` finds the call after
  /// `FileManager.default.`, where Unicode's word rules see one word across the dot.
  @Test func aWordBoundaryFallsAtADot() throws {
    let exercises = try exercises()
    try exercises.write(
      "try FileManager.default.removeItem(at: url)\n", to: "01-first-one/Sources/First/First.swift")
    let check = StructureCheck(
      name: "By hand", kind: .mustNotMention, file: "Sources/First/First.swift",
      pattern: #"\bremoveItem\b"#, requirement: "no removeItem")
    #expect(
      check.mentionVerdict(inPackageAt: exercises.folder.appendingPathComponent("01-first-one"))
        == .mentioned(
          line: "try FileManager.default.removeItem(at: url)",
          at: SourceLocation(path: "Sources/First/First.swift", line: 1, column: 25)))
  }

  @Test func theChecksWaitForTheTestsToPass() throws {
    let exercises = try exercises()
    try exercises.write("let cny = 6.8\n", to: "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["check", "first-one"])
    #expect(result.output.contains("FAIL  first-one: 1 of 2 tests failing (1 expectation)."))
    #expect(!result.output.contains("The adapters use the named rate"))
  }
}

/// What `kit verify` holds a must-not-mention check to: a README that says it, a listed file, a
/// pattern that is a regex, a solution that keeps the rule, and a starter that keeps it when
/// marked so and breaks it otherwise.
extension MustNotMentionTests {
  @Test func aSoundCheckPassesVerify() throws {
    let result = try exercises().run(["verify", "first-one"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("ok    1 first-one ("))
  }

  @Test func aCheckTheReadmeDoesNotStateOrThatReadsAGivenFileOrIsNoRegexFailsVerify() throws {
    var check = Self.namedRate
    check.requirement = "use the rate"
    check.file = "Tests/FirstTests/Tests.swift"
    check.pattern = "6.8("
    let result = try exercises([check]).run(["verify", "first-one"])
    #expect(result.status == .failure)
    for problem in [
      "mustNotMention[0]'s pattern \"6.8(\" is not a Swift regex",
      "mustNotMention[0] reads Tests/FirstTests/Tests.swift, which is not one of the files the "
        + "learner edits",
      "mustNotMention[0] quotes \"use the rate\" as the README's words, but README.md does not "
        + "say that",
    ] {
      #expect(result.output.contains(problem))
    }
  }

  /// A check's examples are proved: each line it `refuses` is caught, each line it `accepts`
  /// (right code, spelled another way) is let through, read as a line of the file is read.
  @Test func aCheckMustCatchWhatItRefusesAndLetThroughWhatItAccepts() throws {
    var check = Self.namedRate
    check.refuses = ["let cny = usd * 6.8", "let cny = usd * 68"]
    check.accepts = ["let cny = usd * rate // not 6.8", "let cny = usd * 6.8"]
    let result = try exercises([check]).run(["verify", "first-one"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "- mustNotMention[0] lets `let cny = usd * 68` through, but lists it under \"refuses\": "
          + "its pattern must catch that line\n"), "\(result.output)")
    #expect(
      result.output.contains(
        "- mustNotMention[0] catches `let cny = usd * 6.8`, but lists it under \"accepts\" "
          + "(right code): its pattern must let that line through\n"), "\(result.output)")
    #expect(!result.output.contains("let cny = usd * rate"), "a comment is not code")
    #expect(
      result.output.components(separatedBy: "- mustNotMention[0] ").count == 3,
      "two problems, one per example the pattern gets wrong: \(result.output)")
  }

  @Test func aSolutionThatBreaksTheRuleFailsVerify() throws {
    let exercises = try exercises()
    try exercises.write(
      "// Solved.\nlet cny = usd * 6.8\n", to: "01-first-one/Solution/Sources/First/First.swift")
    let result = exercises.run(["verify", "first-one"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "- mention check \"The adapters use the named rate\": the solution says "
          + "`let cny = usd * 6.8` at Sources/First/First.swift:2:17, which matches 6\\.8"))
  }

  @Test func aStarterThatKeepsTheRuleMustBeMarkedSo() throws {
    var check = Self.namedRate
    check.keptByStarter = nil
    let result = try exercises([check]).run(["verify", "first-one"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "the starter's Sources/First/First.swift never matches 6\\.8, so the check could never "
          + "fail there"))
  }
}
