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
  /// Whether standard input and output are both a terminal, so `list` may draw a screen and
  /// read single keys.
  let isTerminal: Bool

  private let echoes: Bool
  private var scriptedInput: [String]

  private init(echoes: Bool, isInteractive: Bool, isTerminal: Bool, scriptedInput: [String]) {
    self.echoes = echoes
    self.isInteractive = isInteractive
    self.isTerminal = isTerminal
    self.scriptedInput = scriptedInput
  }

  /// The process's own standard streams.
  static func standardStreams() -> Console {
    Console(
      echoes: true, isInteractive: isatty(STDIN_FILENO) == 1,
      isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1, scriptedInput: [])
  }

  /// A console for tests: it keeps what is written and reads `input`, line by line.
  static func memory(input: [String] = [], isInteractive: Bool = false) -> Console {
    Console(echoes: false, isInteractive: isInteractive, isTerminal: false, scriptedInput: input)
  }

  /// Writes one line to standard output (an empty line when called without an argument).
  func say(_ line: String = "") {
    put(line + "\n", toErrors: false)
  }

  /// Writes one line to standard error.
  func complain(_ line: String) {
    put(line + "\n", toErrors: true)
  }

  /// Writes `screen` as it is, without adding a newline: a screen drawn at once.
  func draw(_ screen: String) {
    put(screen, toErrors: false)
  }

  /// Asks a question on standard output and reads the answer's line; `nil` at end of input.
  func ask(_ question: String) -> String? {
    put(question, toErrors: false)
    if echoes { return readLine() }
    return scriptedInput.isEmpty ? nil : scriptedInput.removeFirst()
  }

  /// Writes `text` to the terminal, or keeps it in memory: never both, as `watch` may run for
  /// hours.
  private func put(_ text: String, toErrors: Bool) {
    switch (echoes, toErrors) {
    case (true, _): writeToStream(text, toErrors: toErrors)
    case (false, false): output += text
    case (false, true): errors += text
    }
  }

  /// Writes to the process's own stream with `write(2)`, which reports an error where
  /// Foundation's older `FileHandle.write(_:)` traps (a closed or full stream).
  ///
  /// When writing fails (output closed, a full disk, a reader gone: `SIGPIPE` is ignored, so
  /// that is `EPIPE`), kit can no longer talk to the learner: it says so on standard error, if
  /// that still works, and exits 1, after ending any check it runs and restoring the terminal.
  private func writeToStream(_ text: String, toErrors: Bool) {
    let descriptor = toErrors ? STDERR_FILENO : STDOUT_FILENO
    guard let error = Self.writeAll(Array(text.utf8), to: descriptor) else { return }
    let name = toErrors ? "standard error" : "standard output"
    let reason = String(cString: strerror(error))
    _ = Self.writeAll(
      Array("kit: could not write to \(name) (\(reason)); stopping.\n".utf8), to: STDERR_FILENO)
    ExitCleanup.exit(.failure)
  }

  /// Writes every byte, again after an interruption; the `errno` of a failure, `nil` when done.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += count
    }
    return nil
  }
}
