import Foundation

/// The runner's terminal: where messages go, and where a question's answer comes from.
///
/// Commands never print directly, so a test runs them against a console that keeps the text in
/// memory and answers prompts from a script, and sees exactly what a learner would.
final class Console {
  /// Everything written to standard output so far, by a memory console.
  private(set) var output = ""
  /// Everything written to standard error so far, by a memory console.
  private(set) var errors = ""
  /// Whether a person is typing at standard input, so the runner may ask a question.
  let isInteractive: Bool

  private let echoes: Bool
  private var scriptedInput: [String]

  private init(echoes: Bool, isInteractive: Bool, scriptedInput: [String]) {
    self.echoes = echoes
    self.isInteractive = isInteractive
    self.scriptedInput = scriptedInput
  }

  /// The process's own standard streams.
  static func standardStreams() -> Console {
    Console(echoes: true, isInteractive: isatty(STDIN_FILENO) == 1, scriptedInput: [])
  }

  /// A console for tests: it keeps what is written and reads `input`, line by line.
  static func memory(input: [String] = [], isInteractive: Bool = false) -> Console {
    Console(echoes: false, isInteractive: isInteractive, scriptedInput: input)
  }

  /// Writes one line to standard output (an empty line when called without an argument).
  func say(_ line: String = "") {
    write(line + "\n", toErrors: false)
  }

  /// Writes one line to standard error.
  func complain(_ line: String) {
    write(line + "\n", toErrors: true)
  }

  /// Asks a question on standard output and reads the answer's line; `nil` at end of input.
  func ask(_ question: String) -> String? {
    write(question, toErrors: false)
    if echoes { return readLine() }
    return scriptedInput.isEmpty ? nil : scriptedInput.removeFirst()
  }

  /// Writes `text` to the terminal, or keeps it in memory: never both, as `watch` may run for
  /// hours.
  private func write(_ text: String, toErrors: Bool) {
    switch (echoes, toErrors) {
    case (true, false): FileHandle.standardOutput.write(Data(text.utf8))
    case (true, true): FileHandle.standardError.write(Data(text.utf8))
    case (false, false): output += text
    case (false, true): errors += text
    }
  }
}
