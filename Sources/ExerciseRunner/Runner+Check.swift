extension Runner {
  /// `kit check [name]`: builds and tests one exercise, shows what fails, records a pass.
  func check(_ name: String?) -> ExitCode {
    guard let exercise = exercise(named: name) else {
      return name == nil ? .success : .usage
    }
    return check(exercise)
  }

  /// Checks `exercise`, reports the outcome, and says what to do next.
  func check(_ exercise: Exercise) -> ExitCode {
    console.say("Checking \(workspace.number(of: exercise)) \(exercise.name)...")
    let outcome = outcomeWithCompileChecks(
      of: exercise, packageAt: workspace.folder(of: exercise))
    for line in outcome.report(for: exercise) { console.say(line) }
    console.say()
    var progress = progress
    switch outcome {
    case .passed:
      // The learner stays on this exercise until `next`, even once it is done.
      if progress.current == nil {
        progress.current = progress.currentExercise(in: workspace.exercises)?.name
      }
      progress.done.insert(exercise.name)
      guard save(progress) else { return .cannotWrite }
      sayWhatIsNext(after: exercise)
      return .success
    case .couldNotRun:
      return .unavailable
    case .failed, .didNotCompile, .crashed:
      if progress.done.remove(exercise.name) != nil, !save(progress) { return .cannotWrite }
      let files = exercise.files.map { displayPath(exercise, $0) }.joined(separator: ", ")
      console.say("Edit \(files) (look for TODO).")
      console.say("Instructions: \(displayPath(exercise, "README.md"))")
      console.say("Stuck? swift run kit hint \(exercise.name)")
      return .failure
    }
  }

  /// After a pass: the command that moves on, or congratulations after the last exercise.
  func sayWhatIsNext(after exercise: Exercise) {
    guard let next = progress.nextPending(after: exercise, in: workspace.exercises) else {
      console.say("That was the last one: every exercise passes. Congratulations!")
      console.say("Compare with the reference: swift run kit solution \(exercise.name)")
      return
    }
    console.say("Well done! Compare with the reference: swift run kit solution \(exercise.name)")
    console.say("Then move on to \(next.name): swift run kit next")
  }
}

extension LearnerProgress {
  /// The first exercise after `exercise`, in order, that is not done yet.
  func nextPending(after exercise: Exercise, in exercises: [Exercise]) -> Exercise? {
    guard let index = exercises.firstIndex(of: exercise) else { return nil }
    return exercises[(index + 1)...].first { !done.contains($0.name) }
      ?? exercises[..<index].first { !done.contains($0.name) }
  }
}
