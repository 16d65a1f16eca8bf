import BlueKit
import CommandLineVocabulary
import Foundation

extension Runner {
  /// How many characters wide `list`'s progress bar is.
  static let progressBarWidth = 30

  /// `kit list`: every exercise with its status, a progress bar, and where the learner is.
  ///
  /// In a terminal the list is interactive (see ``ExerciseListBrowser``); piped, it is printed
  /// as a table.
  func list() -> ExitCode {
    if console.isTerminal, RawTerminal.enter() {
      defer { RawTerminal.leave() }
      return browseList()
    }
    let progress = progress
    let current = progress.currentExercise(in: workspace.exercises)
    for line in listHeader(progress) { console.say(line) }
    console.say()
    for row in listRows(progress) { console.say(row) }
    console.say()
    if let current, progress.done.contains(current.name) {
      console.say(messages.passesMoveOn(current.name))
    } else if let current {
      console.say(messages.youAreOn(current.name, summary: current.summary(in: language)))
      console.say(messages.readThenCheck(readmePath(current)))
    } else {
      console.say(messages.everyExerciseDoneWellPlayed)
    }
    return .success
  }

  /// How many exercises are done, and the progress bar.
  private func listHeader(_ progress: LearnerProgress) -> [String] {
    let exercises = workspace.exercises
    let doneCount = exercises.filter { progress.done.contains($0.name) }.count
    return [
      messages.listHeading(done: doneCount, of: exercises.count),
      Self.progressBar(done: doneCount, of: exercises.count),
    ]
  }

  /// One row per exercise: its number, name, pattern and status, and where the learner is.
  private func listRows(_ progress: LearnerProgress) -> [String] {
    let exercises = workspace.exercises
    let current = progress.currentExercise(in: exercises)
    let patterns = exercises.map { messages.patternName($0.pattern) }
    let nameWidth = exercises.map { TerminalText($0.name).width }.max() ?? 0
    let patternWidth = patterns.map { TerminalText($0).width }.max() ?? 0
    let statusWidth = max(
      TerminalText(messages.statusDone).width, TerminalText(messages.statusPending).width)
    return exercises.enumerated().map { index, exercise in
      let isCurrent = exercise == current
      let status =
        progress.done.contains(exercise.name) ? messages.statusDone : messages.statusPending
      let number = String(index + 1)
      let row =
        (isCurrent ? "> " : "  ")
        + String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
        + exercise.name.padded(to: nameWidth) + "  "
        + patterns[index].padded(to: patternWidth) + "  "
        + status.padded(to: statusWidth) + (isCurrent ? "  " + messages.youAreHere : "")
      return row.trimmingTrailingSpaces()
    }
  }

  /// The interactive list: draws it, and does what each key asks until `q` (or the end of
  /// input).
  private func browseList() -> ExitCode {
    var browser = ExerciseListBrowser(
      exercises: workspace.exercises,
      current: progress.currentExercise(in: workspace.exercises))
    browser.language = language
    var keys = KeyDecoder()
    var action = ExerciseListBrowser.Action.redraw
    while true {
      switch action {
      case .none, .redraw: break
      case .quit: return .success
      case .makeCurrent(let exercise):
        var progress = progress
        progress.current = exercise.name
        guard save(progress) else { return .cannotWrite }
        browser.message = [
          messages.nowOn(exercise.name, readme: readmePath(exercise))
        ]
      case .reset(let exercise):
        // The same path as `kit reset NAME --yes`; its messages are shown under the list.
        let quiet = Console.memory()
        _ = Runner(
          workspace: workspace, console: quiet, checker: checker, language: language
        ).reset(exercise.name, confirmed: true)
        browser.message = (quiet.output + quiet.errors).split(separator: "\n").map(String.init)
      }
      if action != .none { drawList(browser) }
      guard let key = readKey(&keys) else { return .success }
      action = browser.handle(key)
    }
  }

  /// Clears the terminal and draws the browser's screen.
  private func drawList(_ browser: ExerciseListBrowser) {
    let progress = progress
    let lines = browser.screen(
      header: listHeader(progress), table: listRows(progress),
      // The last line stays free for the cursor, so the screen does not scroll.
      height: terminalHeight() - 1)
    console.draw("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n") + "\n")
  }

  /// The next key typed at the terminal; `nil` when input ends.
  private func readKey(_ keys: inout KeyDecoder) -> Key? {
    while true {
      if let key = keys.nextKey() { return key }
      var buffer = [UInt8](repeating: 0, count: 16)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 {
        keys.append(buffer[..<count])
      } else if count == 0 || errno != EINTR {
        return nil
      }
    }
  }

  /// The terminal's height in lines (24 when it does not say).
  private func terminalHeight() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
    return Int(size.ws_row)
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
  /// The string followed by spaces up to `width` terminal columns (a Chinese character takes
  /// two).
  fileprivate func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - TerminalText(self).width))
  }

  /// The string without the spaces at its end.
  fileprivate func trimmingTrailingSpaces() -> String {
    String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
  }
}
