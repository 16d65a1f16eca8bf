import Testing

@testable import ExerciseRunner

@Suite struct CheckOutcomeReportTests {
  let exercise = TemporaryExercises.standard[0]
  let place = SourceLocation(path: "Tests/T.swift", line: 7, column: 5)

  @Test func aPassSaysHowManyTestsPass() {
    #expect(
      CheckOutcome.passed(testCount: 3).report(for: exercise) == [
        "PASS  first-one: all 3 tests pass."
      ])
  }

  @Test func aPassCountsTheChecksApartFromTheTests() {
    #expect(
      CheckOutcome.passed(testCount: 6, checkCount: 3).report(for: exercise) == [
        "PASS  first-one: all 6 tests pass, and all 3 checks hold."
      ])
    #expect(
      CheckOutcome.passed(testCount: 6, checkCount: 1).report(for: exercise) == [
        "PASS  first-one: all 6 tests pass, and the check holds."
      ])
    #expect(
      CheckOutcome.passed(testCount: 6, checkCount: 3).report(
        for: exercise, style: ReportStyle(messages: SimplifiedChineseMessages())) == [
          "通过  first-one：全部 6 个测试通过，3 项检查也全部满足。"
        ])
  }

  @Test func aFailedCheckSaysTheTestsPassedAndCountsTheChecks() {
    let broken = FailedExpectation(
      test: "The adapters use the named rate", location: place, message: "m", details: [])
    #expect(
      CheckOutcome.failed([broken], testCount: 6, checkCount: 3).report(for: exercise).first
        == "FAIL  first-one: all 6 tests pass, but 1 of 3 checks fails.")
    #expect(
      CheckOutcome.failed([broken], testCount: 6, checkCount: 1).report(for: exercise).first
        == "FAIL  first-one: all 6 tests pass, but the check fails.")
    #expect(
      CheckOutcome.failed([broken], testCount: 6, checkCount: 3).report(
        for: exercise, style: ReportStyle(messages: SimplifiedChineseMessages())
      ).first == "失败  first-one：全部 6 个测试通过，但 3 项检查中有 1 项不满足。")
  }

  @Test func aFailureShowsEachExpectationWithItsComment() {
    let outcome = CheckOutcome.failed(
      [
        FailedExpectation(
          test: "a()", location: place, message: "Expectation failed: x", details: ["do y"]),
        FailedExpectation(
          test: "a()", location: nil, message: "Expectation failed: z", details: []),
      ], testCount: 4)
    #expect(
      outcome.report(for: exercise) == [
        "FAIL  first-one: 1 of 4 tests failing (2 expectations).",
        "",
        "  a()  (Tests/T.swift:7:5)",
        "    Expectation failed: x",
        "    -> do y",
        "",
        "  a()",
        "    Expectation failed: z",
      ])
  }

  @Test func upToEightFailuresAreAllShown() {
    let failure = FailedExpectation(test: "a()", location: nil, message: "m", details: [])
    let report = CheckOutcome.failed(Array(repeating: failure, count: 8), testCount: 1)
      .report(for: exercise)
    #expect(report.filter { $0 == "    m" }.count == 8)
    #expect(!report.contains { $0.contains("more failed") })
  }

  @Test func pastEightTheFirstFiveAreShownAndVerboseShowsTheRest() {
    let failure = FailedExpectation(test: "a()", location: nil, message: "m", details: [])
    let outcome = CheckOutcome.failed(Array(repeating: failure, count: 9), testCount: 1)
    let report = outcome.report(for: exercise)
    #expect(report.filter { $0 == "    m" }.count == 5)
    #expect(
      report.last
        == "  ... and 4 more failed expectations (swift run kit check first-one --verbose shows "
        + "them all)")
    let verbose = outcome.report(for: exercise, style: ReportStyle(verbose: true))
    #expect(verbose.filter { $0 == "    m" }.count == 9)
    #expect(!verbose.contains { $0.contains("more failed") })
  }

  /// A thousand albums' titles in one expectation would bury the line that says what is wrong:
  /// past 1 200 characters the report keeps the first and last 500, and says how to see all.
  @Test func aLongExpectationKeepsItsStartAndEndAndVerboseShowsItWhole() {
    func failure(_ count: Int) -> CheckOutcome {
      let message = "(rows → [" + String(repeating: "a", count: count) + "]) == [\"b\"]"
      return .failed(
        [FailedExpectation(test: "t()", location: place, message: message, details: [])],
        testCount: 1)
    }
    #expect(
      failure(1_180).report(for: exercise)[3]
        == "    (rows → [" + String(repeating: "a", count: 1_180) + "]) == [\"b\"]",
      "1 200 characters are shown whole")
    #expect(
      failure(1_500).report(for: exercise)[3]
        == "    (rows → [" + String(repeating: "a", count: 491)
        + " ... (520 characters left out: swift run kit check first-one --verbose shows them) ... "
        + String(repeating: "a", count: 489) + "]) == [\"b\"]",
      "1 520 characters keep the first 500 and the last 500, where the expected value is")
    #expect(
      failure(1_500).report(
        for: exercise, style: ReportStyle(messages: SimplifiedChineseMessages()))[3]
        == "    (rows → [" + String(repeating: "a", count: 491)
        + "……（这里省略了 520 个字符：swift run kit check first-one --verbose 会全部显示）……"
        + String(repeating: "a", count: 489) + "]) == [\"b\"]")
    #expect(
      failure(1_500).report(for: exercise, style: ReportStyle(verbose: true))[3]
        == "    (rows → [" + String(repeating: "a", count: 1_500) + "]) == [\"b\"]")
  }

  /// Two long values compared: the start and end of each is kept, so the learner sees where
  /// their value ends and the wanted one begins (round 50 read the wanted value's end as theirs).
  @Test func twoLongValuesComparedKeepTheStartAndEndOfEach() {
    let yours = "(description → \"" + String(repeating: "y", count: 900) + "\")"
    let wanted = "(wanted → \"" + String(repeating: "w", count: 900) + "\")"
    let outcome = CheckOutcome.failed(
      [
        FailedExpectation(
          test: "t()", location: place, message: yours + " == " + wanted, details: [])
      ],
      testCount: 1)
    let leftOut = { (count: Int) in
      " ... (\(count) characters left out: swift run kit check first-one --verbose shows them) ... "
    }
    #expect(
      outcome.report(for: exercise)[3]
        == "    (description → \"" + String(repeating: "y", count: 234) + leftOut(417)
        + String(repeating: "y", count: 249) + "\") == (wanted → \""
        + String(repeating: "w", count: 240) + leftOut(412) + String(repeating: "w", count: 248)
        + "\")")
    let short = CheckOutcome.failed(
      [
        FailedExpectation(
          test: "t()", location: place,
          message: "(a → \"" + String(repeating: "y", count: 1_300) + "\") == (b → \"w\")",
          details: [])
      ],
      testCount: 1)
    #expect(
      short.report(for: exercise)[3]
        == "    (a → \"" + String(repeating: "y", count: 244) + leftOut(807)
        + String(repeating: "y", count: 249) + "\") == (b → \"w\")",
      "a short wanted value is shown whole after the shortened long one")
  }

  @Test func manyCompilerErrorsAreSummedUpTheSameWay() {
    let errors = (1...10).map { CompilerError(location: nil, message: "e\($0)") }
    let report = CheckOutcome.didNotCompile(errors).report(for: exercise)
    #expect(report.count == 2 + 5 + 1)
    #expect(
      report.last
        == "  ... and 5 more errors (swift run kit check first-one --verbose shows them all)")
    #expect(
      CheckOutcome.didNotCompile(errors).report(for: exercise, style: ReportStyle(verbose: true))
        .count == 2 + 10)
  }

  @Test func placesAreShownFromWhereKitRuns() {
    let outcome = CheckOutcome.didNotCompile([
      CompilerError(location: place, message: "x"),
      CompilerError(
        location: SourceLocation(path: "/elsewhere/A.swift", line: 1, column: 2), message: "y"),
    ])
    #expect(
      outcome.report(for: exercise, style: ReportStyle(packagePath: "Exercises/01-first-one"))
        == [
          "BUILD FAILED  first-one does not compile yet:",
          "",
          "  Exercises/01-first-one/Tests/T.swift:7:5: error: x",
          "  /elsewhere/A.swift:1:2: error: y",
        ])
  }

  @Test func warningsInTheLearnersFilesAreShownOnAPassInYellowWhenColoured() {
    let ownPlace = SourceLocation(path: "Sources/First/First.swift", line: 3, column: 7)
    let outcome = CheckOutcome.passed(
      testCount: 2,
      warnings: [
        CompilerWarning(location: ownPlace, message: "variable 'x' was never mutated"),
        CompilerWarning(location: place, message: "not the learner's file"),
      ])
    let plain = outcome.report(for: exercise, style: ReportStyle(packagePath: "Ex/01"))
    #expect(
      plain == [
        "PASS  first-one: all 2 tests pass.",
        "",
        "  1 compiler warning in your code (it passes, but look):",
        "  Ex/01/Sources/First/First.swift:3:7: warning: variable 'x' was never mutated",
      ])
    let coloured = outcome.report(for: exercise, style: ReportStyle(colours: true))
    #expect(
      coloured.last
        == "\u{1B}[33m  Sources/First/First.swift:3:7: warning: variable 'x' was never "
        + "mutated\u{1B}[0m")
  }

  @Test func aBuildFailureListsTheCompilersErrors() {
    let outcome = CheckOutcome.didNotCompile([
      CompilerError(location: place, message: "cannot find 'x' in scope")
    ])
    #expect(
      outcome.report(for: exercise) == [
        "BUILD FAILED  first-one does not compile yet:",
        "",
        "  Tests/T.swift:7:5: error: cannot find 'x' in scope",
      ])
  }

  @Test func aCrashNamesTheTestTheReasonAndThePlace() {
    let outcome = CheckOutcome.crashed(
      Crash(test: "a()", reason: "Index out of range", location: place))
    #expect(
      outcome.report(for: exercise) == [
        "CRASHED  first-one: the test run stopped in a().",
        "",
        "  Index out of range",
        "  at Tests/T.swift:7:5",
        "",
        "  A trap (an index out of range, a force unwrap of nil, a failed precondition, a queue",
        "  made to wait for itself...) stops every test at once. Its reason and place are above:",
        "  let your code handle that case instead (return a value, throw, or do nothing).",
      ])
  }
}
