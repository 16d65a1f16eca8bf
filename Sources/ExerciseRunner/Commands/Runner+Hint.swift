import CommandLineVocabulary

extension Runner {
  /// `kit hint [name]`: the exercise's next hint, or every hint with `--all`.
  ///
  /// Hints go from a gentle nudge to nearly the answer, so one at a time lets the learner stop
  /// as soon as they see the way; the progress file remembers how many they have seen.
  func hint(_ name: String?, all: Bool = false) -> ExitCode {
    guard let exercise = exercise(named: name) else {
      return name == nil ? .success : .usage
    }
    if all {
      showAllHints(for: exercise)
      var progress = progress
      progress.hintsSeen[exercise.name] = exercise.hints.count
      return save(progress) ? .success : .cannotWrite
    }
    return showNextHint(for: exercise) ? .success : .cannotWrite
  }

  /// Shows the first hint of `exercise` the learner has not seen, and records it.
  ///
  /// Once every hint is seen, it shows them all. `watch`'s `h` key does the same.
  ///
  /// - Returns: `false` when the progress could not be saved (the hint is still shown).
  @discardableResult
  func showNextHint(for exercise: Exercise) -> Bool {
    var progress = progress
    let seen = progress.hintsSeen[exercise.name, default: 0]
    let hints = exercise.hints(in: language)
    let total = hints.count
    guard seen < total else {
      showAllHints(for: exercise)
      return true
    }
    console.say(messages.hintHeading(seen + 1, of: total, for: exercise.name))
    console.say("  \(hints[seen])")
    let left = total - seen - 1
    if left > 0 {
      console.say(messages.moreHints(left, for: exercise.name))
    } else {
      console.say(messages.lastHint(readme: readmePath(exercise)))
    }
    progress.hintsSeen[exercise.name] = seen + 1
    return save(progress)
  }

  /// Prints every hint of `exercise`, numbered.
  func showAllHints(for exercise: Exercise) {
    console.say(messages.allHintsHeading(for: exercise.name))
    for (index, hint) in exercise.hints(in: language).enumerated() {
      console.say("  \(index + 1). \(hint)")
    }
    console.say(messages.instructions(readmePath(exercise)))
  }
}
