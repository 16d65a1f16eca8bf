extension Runner {
  /// `kit hint [name]`: the exercise's hints, from gentle to nearly the answer.
  func hint(_ name: String?) -> ExitCode {
    guard let exercise = exercise(named: name) else {
      return name == nil ? .success : .usage
    }
    showHints(for: exercise)
    return .success
  }

  /// Prints the hints of `exercise`, numbered.
  func showHints(for exercise: Exercise) {
    console.say("Hints for \(exercise.name):")
    for (index, hint) in exercise.hints.enumerated() {
      console.say("  \(index + 1). \(hint)")
    }
    console.say("The instructions: \(displayPath(exercise, "README.md"))")
  }
}
