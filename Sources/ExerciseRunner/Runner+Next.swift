extension Runner {
  /// `kit next`: moves on once the current exercise passes, and introduces the next one.
  func next() -> ExitCode {
    var progress = progress
    switch progress.nextMove(in: workspace.exercises) {
    case .finishFirst(let current):
      console.complain("error: \(current.name) does not pass yet, so there is no moving on.")
      console.complain("See what is left: swift run kit check (stuck? swift run kit hint)")
      return .failure
    case .allDone:
      if progress.current != nil {
        progress.current = nil
        guard save(progress) else { return .cannotWrite }
      }
      console.say("Every exercise is done. Well played!")
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
      "Now on \(workspace.number(of: exercise)) \(exercise.name) (\(exercise.pattern)): "
        + exercise.summary)
    console.say("Read \(displayPath(exercise, "README.md"))")
    for file in exercise.files { console.say("Edit \(displayPath(exercise, file))") }
    if !watching {
      console.say("Then: swift run kit check (or swift run kit watch to check on every save)")
    }
  }
}
