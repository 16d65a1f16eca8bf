import CommandLineVocabulary

extension Runner {
  /// `kit next`: moves on once the current exercise passes, and introduces the next one.
  func next() -> ExitCode {
    var progress = progress
    switch progress.nextMove(in: workspace.exercises) {
    case .finishFirst(let current):
      for line in messages.cannotMoveOnYet(current.name) { console.complain(line) }
      return .failure
    case .allDone:
      if progress.current != nil {
        progress.current = nil
        guard save(progress) else { return .cannotWrite }
      }
      console.say(messages.everyExerciseDoneWellPlayed)
      return .success
    case .moveOn(let next):
      progress.current = next.name
      guard save(progress) else { return .cannotWrite }
      introduce(next)
      return .success
    }
  }

  /// Says what the exercise is and how to start; `watch` leaves out how to check.
  func introduce(_ exercise: Exercise, watching: Bool = false) {
    console.say(
      messages.nowOnExercise(
        workspace.number(of: exercise), exercise.name,
        pattern: messages.patternName(exercise.pattern),
        summary: exercise.summary(in: language)))
    console.say(messages.read(readmePath(exercise)))
    for file in exercise.files { console.say(messages.edit(displayPath(exercise, file))) }
    if !watching { console.say(messages.thenCheck) }
  }
}
