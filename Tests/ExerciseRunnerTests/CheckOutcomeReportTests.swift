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

  @Test func onlyTheFirstFiveFailuresAreShown() {
    let failure = FailedExpectation(test: "a()", location: nil, message: "m", details: [])
    let report = CheckOutcome.failed(Array(repeating: failure, count: 7), testCount: 1)
      .report(for: exercise)
    #expect(report.last == "  ... and 2 more failed expectations")
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
        "  A trap (an index out of range, a force unwrap of nil...) stops every test at once;",
        "  check the index or the optional there, and return a value instead.",
      ])
  }
}
