extension RefactoringOutcome {
  /// The outcome as a learner reads it: one headline that counts behaviour and structure apart
  /// (`FAIL  name: behaviour kept: 8 of 8; structure: 2 of 4.`), then the behaviour that
  /// changed, then the structure still to reach, each check in the README's words and, for a
  /// file that still mentions what it must not, the place.
  func report(for exercise: Exercise, style: ReportStyle) -> [String] {
    let messages = style.messages
    var lines = [
      messages.refactoringVerdict(
        exercise.name, passes: isPassing, behaviourKept: behaviourKept, of: testCount,
        structureHeld: structureHeld, of: structure.count)
    ]
    if isPassing {
      return lines
        + CheckOutcome.warningReport(warnings, exercise: exercise, style: style)
    }
    if structureHeld < structure.count, let smell = exercise.smell(in: messages.language) {
      lines += ["", messages.theSmell(smell)]
    }
    if !behaviourFailures.isEmpty {
      lines += ["", messages.behaviourChanged]
      lines += CheckOutcome.expectationReport(behaviourFailures, exercise: exercise, style: style)
    }
    let failures = structure.compactMap { $0.check.failure(for: $0.verdict, in: messages.language) }
    if !failures.isEmpty {
      lines += ["", messages.structureToReach]
      lines += CheckOutcome.expectationReport(failures, exercise: exercise, style: style)
    }
    return lines
  }
}
