/// Where `kit next` goes from the learner's progress.
///
/// `next` acts on it, `watch`'s `n` key too, and a passing check words it as advice: one
/// answer, so what the runner suggests is exactly what `next` does.
enum NextMove: Equatable {
  /// The exercise the learner is on passes; `next` moves on to this one.
  case moveOn(to: Exercise)
  /// The learner is on this exercise, which does not pass yet; `next` refuses.
  case finishFirst(Exercise)
  /// Every exercise passes: there is nowhere to go.
  case allDone
}

extension LearnerProgress {
  /// What `kit next` does from here.
  ///
  /// It moves on from the exercise the learner is *on* (see ``currentExercise(in:)``), not
  /// from the last one checked: passing exercise 9 while on 4 leads to 5.
  func nextMove(in exercises: [Exercise]) -> NextMove {
    guard let current = currentExercise(in: exercises) else { return .allDone }
    guard done.contains(current.name) else { return .finishFirst(current) }
    guard let next = nextPending(after: current, in: exercises) else { return .allDone }
    return .moveOn(to: next)
  }

  /// The first exercise after `exercise`, in order, that is not done yet; else the first one
  /// skipped earlier.
  func nextPending(after exercise: Exercise, in exercises: [Exercise]) -> Exercise? {
    guard let index = exercises.firstIndex(of: exercise) else { return nil }
    return exercises[(index + 1)...].first { !done.contains($0.name) }
      ?? exercises[..<index].first { !done.contains($0.name) }
  }
}
