extension Runner {
  /// How many characters wide `list`'s progress bar is.
  static let progressBarWidth = 30

  /// `kit list`: every exercise with its status, a progress bar, and where the learner is.
  func list() -> ExitCode {
    let progress = progress
    let exercises = workspace.exercises
    let doneCount = exercises.filter { progress.done.contains($0.name) }.count
    let current = progress.currentExercise(in: exercises)
    console.say("BlueLibrary pattern exercises: \(doneCount) of \(exercises.count) done")
    console.say(Self.progressBar(done: doneCount, of: exercises.count))
    console.say()
    let nameWidth = exercises.map(\.name.count).max() ?? 0
    let patternWidth = exercises.map(\.pattern.count).max() ?? 0
    for (index, exercise) in exercises.enumerated() {
      let isCurrent = exercise == current
      let status = progress.done.contains(exercise.name) ? "done" : "pending"
      let number = String(index + 1)
      let row =
        (isCurrent ? "> " : "  ")
        + String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
        + exercise.name.padded(to: nameWidth) + "  "
        + exercise.pattern.padded(to: patternWidth) + "  "
        + status.padded(to: 7) + (isCurrent ? "  <- you are here" : "")
      console.say(row.trimmingTrailingSpaces())
    }
    console.say()
    if let current, progress.done.contains(current.name) {
      console.say("\(current.name) passes. Move on: swift run kit next")
    } else if let current {
      console.say("You are on \(current.name): \(current.summary)")
      console.say("Read \(displayPath(current, "README.md")), then: swift run kit check")
    } else {
      console.say("Every exercise is done. Well played!")
    }
    return .success
  }

  /// A bar like `[#########---------------------]  30%`.
  static func progressBar(done: Int, of total: Int) -> String {
    let filled = total == 0 ? 0 : done * progressBarWidth / total
    let percent = total == 0 ? 0 : done * 100 / total
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: progressBarWidth - filled) + "] \(percent)%"
  }
}

extension String {
  /// The string followed by spaces up to `width` characters.
  fileprivate func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  /// The string without the spaces at its end.
  fileprivate func trimmingTrailingSpaces() -> String {
    String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
  }
}
