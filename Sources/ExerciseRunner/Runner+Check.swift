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
    let outcome = checker.check(packageAt: workspace.folder(of: exercise))
    let style = ReportStyle(
      packagePath: displayPath(exercise), verbose: verbose, colours: colours)
    for line in outcome.report(for: exercise, style: style) { console.say(line) }
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

  /// After a pass: what `kit next` will do, as advice (see ``NextMove``).
  func sayWhatIsNext(after exercise: Exercise) {
    let compare = "Compare with the reference: swift run kit solution \(exercise.name)"
    switch progress.nextMove(in: workspace.exercises) {
    case .allDone:
      console.say("That was the last one: every exercise passes. Congratulations!")
      console.say(compare)
    case .moveOn(let next):
      console.say("Well done! " + compare)
      console.say("Then move on to \(next.name): swift run kit next")
    case .finishFirst(let current):
      console.say("Well done! " + compare)
      console.say(
        "You are on \(current.name), which does not pass yet: swift run kit check "
          + "\(current.name) (then swift run kit next moves on)")
    }
  }
}
