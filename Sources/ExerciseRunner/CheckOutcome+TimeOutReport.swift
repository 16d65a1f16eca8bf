extension TimeOut {
  /// The report of a check stopped at its time limit: what ran out of time, which test was
  /// running, and where an endless loop usually hides.
  func report(for exercise: Exercise) -> [String] {
    switch phase {
    case .tests:
      var lines = [
        "TIMED OUT  \(exercise.name): the tests ran out of time (\(seconds) s); "
          + "your code may loop forever.",
        "",
      ]
      switch unfinishedTests.count {
      case 0: break
      case 1: lines.append("  The test that was running: \(unfinishedTests[0])")
      default:
        lines.append(
          "  The tests that were running: \(unfinishedTests.joined(separator: ", "))")
      }
      if !unfinishedTests.isEmpty { lines.append("") }
      lines.append("  A loop whose condition never becomes false (a variable it never changes)")
      lines.append("  or a function that calls itself without end never finishes; look there.")
      return lines
    case .build:
      return [
        "TIMED OUT  \(exercise.name): the build ran out of time (\(seconds) s) and was stopped.",
        "",
        "  Another build of this exercise may be holding it up (a second kit watch?);",
        "  check again: the build goes on from where it stopped.",
      ]
    }
  }
}
