import CommandLineVocabulary

extension Runner {
  /// `kit watch [name]`: checks the exercise, then again on every save or Enter, and moves on
  /// when asked, until the learner quits.
  ///
  /// A check listens while it runs: a save stops it and starts a fresh one, and `q` stops it
  /// and quits at once, even when the learner's code loops forever.
  ///
  /// - Parameters:
  ///   - name: The exercise to start with; the one the learner is on when `nil`.
  ///   - events: Where saves and key presses come from.
  ///   - manual: Whether only Enter checks again (no file watching), to say so in the banner.
  /// - Returns: `.success` when the learner quits, or the lookup error for an unknown name.
  func watch(_ name: String?, events: any WatchEventSource, manual: Bool) -> ExitCode {
    guard var exercise = exercise(named: name) else {
      return name == nil ? .success : .usage
    }
    // Keys pressed during a check wait here until it is over.
    var pending: [WatchEvent] = []
    guard var passes = startWatching(exercise, events: events, manual: manual, pending: &pending)
    else { return .success }
    while true {
      switch pending.isEmpty ? events.next() : pending.removeFirst() {
      case .filesChanged, .line(""), .line("c"), .line("check"):
        guard let passed = checkWhileWatching(exercise, events: events, pending: &pending) else {
          return .success
        }
        passes = passed
      case .line("h"), .line("hint"):
        showNextHint(for: exercise)
        sayKeys(passes: passes)
      case .line("n"), .line("next"):
        guard passes else {
          console.say(messages.fixItFirst(exercise.name))
          continue
        }
        guard advance(),
          let current = progress.currentExercise(in: workspace.exercises)
        else {
          console.say(messages.everyExerciseDoneWellPlayed)
          return .success
        }
        exercise = current
        console.say()
        guard
          let passed = startWatching(exercise, events: events, manual: manual, pending: &pending)
        else { return .success }
        passes = passed
      case .line("q"), .line("quit"), .finished:
        return .success
      case .line(let other):
        console.say(messages.unknownKey(other))
        sayKeys(passes: passes)
      }
    }
  }

  /// Announces the exercise, watches its files and checks it once; returns whether it passes,
  /// or `nil` when the learner quit during the check.
  private func startWatching(
    _ exercise: Exercise, events: any WatchEventSource, manual: Bool,
    pending: inout [WatchEvent]
  ) -> Bool? {
    let folder = workspace.folder(of: exercise)
    events.watch([folder.appendingPathComponent("Sources"), folder.appendingPathComponent("Tests")])
    introduce(exercise, watching: true)
    console.say(
      manual
        ? messages.watchingByHand(exercise.name) : messages.watching(displayPath(exercise)))
    console.say()
    return checkWhileWatching(exercise, events: events, pending: &pending)
  }

  /// Checks `exercise` while listening: a save stops the check and starts a fresh one, `q`
  /// (or the end of input, when no files are watched) stops it and quits; other keys are kept
  /// in `pending` for when it is over.
  ///
  /// - Returns: Whether the exercise passes, or `nil` when the learner quit.
  private func checkWhileWatching(
    _ exercise: Exercise, events: any WatchEventSource, pending: inout [WatchEvent]
  ) -> Bool? {
    while true {
      // The learner may have damaged the file since kit started; set it aside before the
      // check reads it, as kit does once before every command.
      setAsideDamagedProgress()
      var interruption: WatchEvent?
      let status = check(exercise) {
        guard let event = events.nextIfReady() else { return false }
        switch event {
        case .filesChanged, .line("q"), .line("quit"), .finished:
          interruption = event
          return true
        default:
          pending.append(event)
          return false
        }
      }
      switch interruption {
      case nil:
        let passes = status == .success
        sayKeys(passes: passes)
        return passes
      case .filesChanged:
        console.say(messages.savedDuringCheck)
        console.say()
      default:
        console.say(messages.checkStopped)
        return nil
      }
    }
  }

  /// Moves the progress on as `kit next` does; `false` when every exercise is done.
  ///
  /// When the learner is on another exercise that does not pass yet, they stay on it, and
  /// watching goes back to it.
  private func advance() -> Bool {
    var progress = progress
    switch progress.nextMove(in: workspace.exercises) {
    case .allDone: return false
    case .finishFirst: return true
    case .moveOn(let next):
      progress.current = next.name
      return save(progress)
    }
  }

  private func sayKeys(passes: Bool) {
    console.say(messages.watchKeys(passes: passes))
  }
}
