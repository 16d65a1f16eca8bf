extension TimeOut {
  /// The report of a check stopped at its time limit: what ran out of time, which test was
  /// running, and where an endless loop usually hides.
  func report(for exercise: Exercise, messages: any Messages = EnglishMessages()) -> [String] {
    switch phase {
    case .tests:
      var lines = [messages.testsTimedOut(exercise.name, seconds: seconds), ""]
      if !unfinishedTests.isEmpty {
        lines.append(messages.testsThatWereRunning(unfinishedTests))
        lines.append("")
      }
      lines += messages.endlessLoopAdvice
      return lines
    case .build:
      return messages.buildTimedOut(exercise.name, seconds: seconds)
    }
  }
}
