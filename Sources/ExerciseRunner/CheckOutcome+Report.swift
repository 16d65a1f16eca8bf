extension CheckOutcome {
  /// How many failed expectations the report lists before summing up the rest.
  static let reportedFailureLimit = 5

  /// The outcome as a learner reads it: a headline, then only what helps fix the exercise.
  func report(for exercise: Exercise) -> [String] {
    switch self {
    case .passed(let testCount):
      return ["PASS  \(exercise.name): all \(plural(testCount, "test")) pass."]
    case .failed(let failures, let testCount):
      return failureReport(failures, testCount: testCount, exercise: exercise)
    case .didNotCompile(let errors):
      var lines = ["BUILD FAILED  \(exercise.name) does not compile yet:", ""]
      for error in errors.prefix(Self.reportedFailureLimit) {
        lines.append("  " + (error.location.map { "\($0): " } ?? "") + "error: \(error.message)")
      }
      if errors.count > Self.reportedFailureLimit {
        lines.append("  ... and \(plural(errors.count - Self.reportedFailureLimit, "more error"))")
      }
      return lines
    case .crashed(let crash):
      var lines = [
        "CRASHED  \(exercise.name): the test run stopped"
          + (crash.test.map { " in \($0)" } ?? "") + "."
      ]
      lines.append("")
      lines.append("  " + (crash.reason ?? "The program trapped."))
      if let location = crash.location { lines.append("  at \(location)") }
      lines.append("")
      lines.append(
        "  A trap (an index out of range, a force unwrap of nil...) stops every test at once;")
      lines.append("  check the index or the optional there, and return a value instead.")
      return lines
    case .timedOut(let timeOut):
      return timeOut.report(for: exercise)
    case .couldNotRun(let reason):
      return ["ERROR  \(exercise.name) could not be checked: \(reason)"]
    }
  }

  private func failureReport(_ failures: [FailedExpectation], testCount: Int, exercise: Exercise)
    -> [String]
  {
    guard !failures.isEmpty else {
      return ["FAIL  \(exercise.name): the tests did not pass, and reported no expectation."]
    }
    let failingTests = Set(failures.map(\.test)).count
    var lines = [
      "FAIL  \(exercise.name): \(failingTests) of \(plural(testCount, "test")) failing "
        + "(\(plural(failures.count, "expectation")))."
    ]
    for failure in failures.prefix(Self.reportedFailureLimit) {
      lines.append("")
      lines.append("  \(failure.test)" + (failure.location.map { "  (\($0))" } ?? ""))
      lines.append("    \(failure.message)")
      for detail in failure.details { lines.append("    -> \(detail)") }
    }
    if failures.count > Self.reportedFailureLimit {
      lines.append("")
      let more = failures.count - Self.reportedFailureLimit
      lines.append("  ... and \(plural(more, "more failed expectation"))")
    }
    return lines
  }
}

/// `count` and `noun`, with an "s" unless there is exactly one.
func plural(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
