/// How a check's report is written: where its paths start, how much it lists, and whether it
/// may use colour.
struct ReportStyle {
  /// The exercise's folder as seen from where the learner runs `kit`
  /// (`Exercises/01-mvc-album`), put in front of the exercise's own paths so a terminal or an
  /// editor opens them as printed; empty leaves them relative to the exercise.
  var packagePath = ""
  /// Whether to list every failed expectation and compiler error (`--verbose`).
  var verbose = false
  /// Whether warnings may be shown in yellow.
  var colours = false
  /// The words around the compiler's and the tests' own (which stay as they wrote them).
  var messages: any Messages = EnglishMessages()
}

extension CheckOutcome {
  /// How many failed expectations (or compiler errors) the report lists before summing up the
  /// rest.
  static let reportedFailureLimit = 5
  /// Fewer than this many left over are listed too: a line saying "and 2 more" helps less
  /// than the two themselves.
  static let smallestSummedUpCount = 4
  /// The longest failed expectation the report prints whole, in characters; a longer one (a
  /// thousand albums' titles) keeps its start and its end, where the expected value is.
  static let longestShownMessage = 1_200
  /// How much of a longer one's start and end the report keeps, in characters each.
  static let shownMessageEnds = 500

  /// The outcome as a learner reads it: a headline, then only what helps fix the exercise.
  func report(for exercise: Exercise, style: ReportStyle = ReportStyle()) -> [String] {
    let messages = style.messages
    switch self {
    case .passed(let testCount, let checkCount, let warnings):
      return [messages.passed(exercise.name, tests: testCount, checks: checkCount)]
        + Self.warningReport(warnings, exercise: exercise, style: style)
    case .failed(let failures, let testCount, let checkCount):
      return failureReport(
        failures, testCount: testCount, checkCount: checkCount, exercise: exercise, style: style)
    case .refactored(let refactoring):
      return refactoring.report(for: exercise, style: style)
    case .didNotCompile(let errors):
      var lines = [messages.buildFailed(exercise.name), ""]
      let shown = Self.shownCount(of: errors.count, style: style)
      for error in errors.prefix(shown) {
        let place = error.location.map { "\($0.displayed(from: style.packagePath)): " } ?? ""
        lines.append("  \(place)error: \(error.message)")
        for note in error.notes { lines.append("    \(note)") }
      }
      if shown < errors.count {
        lines.append(messages.moreErrors(errors.count - shown, name: exercise.name))
      }
      return lines
    case .crashed(let crash):
      var lines = [messages.crashed(exercise.name, inTest: crash.test), ""]
      lines.append("  " + (crash.reason ?? messages.trappedWithoutReason))
      if let location = crash.location {
        lines.append(messages.crashedAt(location.displayed(from: style.packagePath)))
      }
      lines.append("")
      lines += messages.crashAdvice
      return lines
    case .endedEarly(let end):
      return [
        messages.endedEarly(
          exercise.name, inTest: end.test, termination: messages.describe(end.termination)),
        "",
      ] + messages.endedEarlyAdvice
    case .timedOut(let timeOut):
      return timeOut.report(for: exercise, messages: messages)
    case .couldNotRun(let error):
      return [messages.couldNotRun(exercise.name, reason: messages.reason(error))]
    case .refused(let problems):
      let lines = problems.map { "  " + $0.message(messages, packagePath: style.packagePath) }
      return [messages.refused(exercise.name), ""] + lines + [""]
        + messages.refusalAdvice(exercise.name)
    }
  }

  /// How many of `count` failures or errors to list.
  private static func shownCount(of count: Int, style: ReportStyle) -> Int {
    style.verbose || count < reportedFailureLimit + smallestSummedUpCount
      ? count : reportedFailureLimit
  }

  /// The compiler's warnings about the learner's own files: they do not fail the check, but
  /// one often points at the mistake (a value computed and never used).
  static func warningReport(
    _ warnings: [CompilerWarning], exercise: Exercise, style: ReportStyle
  )
    -> [String]
  {
    let own = warnings.filter { exercise.files.contains($0.location.path) }
    guard !own.isEmpty else { return [] }
    var lines = ["", style.messages.warningsInYourCode(own.count)]
    for warning in own {
      let line =
        "  \(warning.location.displayed(from: style.packagePath)): warning: "
        + warning.message
      // Yellow, then back to the terminal's own colour.
      lines.append(style.colours ? "\u{1B}[33m\(line)\u{1B}[0m" : line)
    }
    return lines
  }

  /// The failures under a headline that counts what failed: tests, or, once every test
  /// passed, the exercise's checks (each check reads as a test named after it).
  private func failureReport(
    _ failures: [FailedExpectation], testCount: Int, checkCount: Int, exercise: Exercise,
    style: ReportStyle
  ) -> [String] {
    guard !failures.isEmpty else {
      return [style.messages.failedWithoutExpectation(exercise.name)]
    }
    let failing = Set(failures.map(\.test)).count
    let headline =
      checkCount > 0
      ? style.messages.failedChecks(
        exercise.name, failingChecks: failing, of: checkCount, tests: testCount)
      : style.messages.failed(
        exercise.name, failingTests: failing, of: testCount, expectations: failures.count)
    let lines = [headline]
    return lines + Self.expectationReport(failures, exercise: exercise, style: style)
  }

  /// Each of `failures` as the report lists them, a blank line before each: the test and the
  /// place, what failed, and the details; past the limit, a line summing up the rest.
  static func expectationReport(
    _ failures: [FailedExpectation], exercise: Exercise, style: ReportStyle
  ) -> [String] {
    var lines: [String] = []
    let shown = shownCount(of: failures.count, style: style)
    for failure in failures.prefix(shown) {
      lines.append("")
      let place = failure.location.map { "  (\($0.displayed(from: style.packagePath)))" } ?? ""
      lines.append("  \(failure.test)\(place)")
      lines.append("    " + shortened(failure.message, exercise: exercise, style: style))
      for detail in failure.details { lines.append("    -> \(detail)") }
    }
    if shown < failures.count {
      lines.append("")
      lines.append(style.messages.moreFailures(failures.count - shown, name: exercise.name))
    }
    return lines
  }
}

extension CheckOutcome {
  /// `message` as the report prints it: whole when it is short enough or the learner asked
  /// for everything (`--verbose`), otherwise its start and its end around a note of how much
  /// was left out.
  ///
  /// A comparison of two values, `(yours → …) == (wanted → …)`, is shortened side by side: each
  /// side keeps its own start and end, so the `) == (` between them, where the learner's value
  /// ends and the expected one begins, is never among what is left out.
  static func shortened(_ message: String, exercise: Exercise, style: ReportStyle) -> String {
    guard !style.verbose, message.count > longestShownMessage else { return message }
    let separator = ") == ("
    let sides = message.ranges(of: separator)
    if sides.count == 1, let middle = sides.first {
      let half = longestShownMessage / 2
      return shortened(message[..<middle.lowerBound], to: half, exercise: exercise, style: style)
        + separator
        + shortened(message[middle.upperBound...], to: half, exercise: exercise, style: style)
    }
    return shortened(message[...], to: longestShownMessage, exercise: exercise, style: style)
  }

  /// `text` whole when it is `limit` characters or fewer, otherwise its start and its end, each
  /// ``shownMessageEnds`` × `limit` / ``longestShownMessage`` characters long, around a note of
  /// how much was left out.
  private static func shortened(
    _ text: Substring, to limit: Int, exercise: Exercise, style: ReportStyle
  ) -> String {
    guard text.count > limit else { return String(text) }
    let end = shownMessageEnds * limit / longestShownMessage
    return String(text.prefix(end))
      + style.messages.charactersLeftOut(text.count - 2 * end, name: exercise.name)
      + String(text.suffix(end))
  }
}

/// `count` and `noun`, with an "s" unless there is exactly one.
func plural(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
