import CommandLineVocabulary

extension Runner {
  /// `kit check [name]`: builds and tests one exercise, shows what fails, records a pass.
  func check(_ name: String?) -> ExitCode {
    guard let exercise = exercise(named: name) else {
      return name == nil ? .success : .usage
    }
    // Nothing stops a single check but its time limits, so it always ends with a status.
    return check(exercise) ?? .failure
  }

  /// Checks `exercise`, reports the outcome, and says what to do next.
  ///
  /// - Parameters:
  ///   - exercise: The exercise to check.
  ///   - shouldStop: Asked again and again while the check runs; when it says so, the check is
  ///     stopped, with nothing reported.
  /// - Returns: How the check ended, or `nil` when it was stopped.
  func check(_ exercise: Exercise, stoppingWhen shouldStop: () -> Bool = { false }) -> ExitCode? {
    console.say(messages.checking(workspace.number(of: exercise), exercise.name))
    guard
      let outcome = outcomeWithCompileChecks(
        of: exercise, packageAt: workspace.folder(of: exercise), stoppingWhen: shouldStop)
    else { return nil }
    let style = ReportStyle(
      packagePath: displayPath(exercise), verbose: verbose, colours: colours, messages: messages)
    for line in outcome.report(for: exercise, style: style) { console.say(line) }
    console.say()
    var progress = progress
    switch outcome {
    // The `where` holds the refactoring alone: it passes only once behaviour and structure do.
    case .passed,
      .refactored where outcome.isPassing:
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
    case .refactored, .failed, .didNotCompile, .crashed, .endedEarly, .timedOut, .refused:
      if progress.done.remove(exercise.name) != nil, !save(progress) { return .cannotWrite }
      let folder = workspace.folder(of: exercise)
      let withTODO = exercise.files.contains { file in
        let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return text?.contains("TODO") == true
      }
      console.say(
        messages.editFiles(exercise.files.map { displayPath(exercise, $0) }, withTODO: withTODO))
      console.say(messages.instructionsAfterFailure(readmePath(exercise)))
      console.say(messages.stuck(exercise.name))
      return .failure
    }
  }

  /// After a pass: what `kit next` will do, as advice (see ``NextMove``).
  func sayWhatIsNext(after exercise: Exercise) {
    let compare = messages.compareWithSolution(exercise.name)
    switch progress.nextMove(in: workspace.exercises) {
    case .allDone:
      console.say(messages.lastOneCongratulations)
      console.say(compare)
    case .moveOn(let next):
      console.say(messages.wellDone + compare)
      console.say(messages.moveOn(to: next.name))
    case .finishFirst(let current):
      console.say(messages.wellDone + compare)
      console.say(messages.finishFirst(current.name))
    }
  }
}
