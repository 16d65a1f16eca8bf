extension Workspace {
  /// The exercise a learner named: by its name (`singleton-logger`), its folder
  /// (`04-singleton-logger`) or its number (`4`).
  func exercise(named name: String) -> Exercise? {
    if let number = Int(name), exercises.indices.contains(number - 1) {
      return exercises[number - 1]
    }
    return exercises.first { $0.name == name || $0.folder == name }
  }

  /// The exercise whose name is closest to a mistyped one, if any is close enough to be what
  /// the learner meant.
  func closestExercise(to name: String) -> Exercise? {
    let scored = exercises.map { exercise in
      (exercise, min(name.editDistance(to: exercise.name), name.editDistance(to: exercise.folder)))
    }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, name.count / 3) ? best.0 : nil
  }

  /// The "no such exercise" message, with a suggestion when one is close.
  func unknownExerciseMessage(_ name: String, messages: any Messages = EnglishMessages())
    -> String
  {
    messages.unknownExercise(name, closest: closestExercise(to: name)?.name)
  }

  /// The 1-based position of `exercise`, as `list` shows it.
  func number(of exercise: Exercise) -> Int {
    (exercises.firstIndex(of: exercise) ?? 0) + 1
  }

  /// The exercise after `exercise`, or `nil` after the last.
  func exercise(after exercise: Exercise) -> Exercise? {
    guard let index = exercises.firstIndex(of: exercise), index + 1 < exercises.count else {
      return nil
    }
    return exercises[index + 1]
  }
}
