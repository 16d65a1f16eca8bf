import BlueKit

/// The interactive `kit list`: a cursor over the exercises, the selected one's summary, and
/// what each key does.
///
/// It only decides what to show and what a key asks for; `Runner` reads the keys, draws the
/// screen and does what is asked (through the same paths as `kit reset`), so a test drives it
/// key by key and reads each screen.
struct ExerciseListBrowser {
  /// What a key asks `Runner` to do.
  enum Action: Equatable {
    /// Nothing: the key means nothing here.
    case none
    /// Draw the screen again: the cursor moved, or there is a question or a message.
    case redraw
    /// Make this exercise the one the learner is on.
    case makeCurrent(Exercise)
    /// Put this exercise's starter code back (the learner said yes).
    case reset(Exercise)
    /// Leave the list.
    case quit
  }

  /// The exercises, in order.
  let exercises: [Exercise]
  /// The index of the exercise under the cursor.
  private(set) var selected: Int
  /// Lines shown under the summary: a question, or what the last action did.
  var message: [String] = []
  /// The language of the summary and of the browser's own lines.
  var language = Language.english
  private var isConfirmingReset = false

  /// Starts with the cursor on `current`, or on the first exercise.
  init(exercises: [Exercise], current: Exercise?) {
    self.exercises = exercises
    selected = current.flatMap { exercises.firstIndex(of: $0) } ?? 0
  }

  /// What `key` asks for; moves the cursor, asks or forgets a question as needed.
  mutating func handle(_ key: Key) -> Action {
    guard !exercises.isEmpty else { return key == .character("q") ? .quit : .none }
    let exercise = exercises[selected]
    if isConfirmingReset {
      isConfirmingReset = false
      if key == .character("y") || key == .character("Y") { return .reset(exercise) }
      message = [language.messages.nothingChanged]
      return .redraw
    }
    switch key {
    case .up, .character("k"):
      selected = max(0, selected - 1)
    case .down, .character("j"):
      selected = min(exercises.count - 1, selected + 1)
    case .enter, .character("c"):
      return .makeCurrent(exercise)
    case .character("r"):
      isConfirmingReset = true
      message = [language.messages.confirmReset(exercise.name)]
      return .redraw
    case .character("q"):
      return .quit
    default:
      return .none
    }
    message = []
    return .redraw
  }

  /// The screen: `header`, the rows of `table` that fit in `height` lines (the selected one
  /// in reverse video), the selected exercise's summary, the message, and the keys.
  ///
  /// - Parameters:
  ///   - header: The lines above the table (the count and the progress bar).
  ///   - table: One row per exercise, as `kit list` prints them.
  ///   - height: The terminal's height in lines.
  /// - Returns: The screen's lines, top to bottom.
  func screen(header: [String], table: [String], height: Int) -> [String] {
    let below = 4 + message.count
    let visible = max(3, min(table.count, height - header.count - 1 - below))
    // Keep the cursor inside the window, centred when the list is longer than the window.
    let first = max(0, min(selected - visible / 2, table.count - visible))
    var lines = header + [""]
    for index in first..<min(table.count, first + visible) {
      lines.append(index == selected ? "\u{1B}[7m\(table[index])\u{1B}[0m" : table[index])
    }
    if let exercise = exercises.indices.contains(selected) ? exercises[selected] : nil {
      let messages = language.messages
      lines += [
        "",
        messages.selectedExercise(
          exercise.name, pattern: messages.patternName(exercise.pattern),
          summary: exercise.summary(in: language)),
      ]
    }
    lines += message + ["", language.messages.listKeys]
    return lines
  }
}
