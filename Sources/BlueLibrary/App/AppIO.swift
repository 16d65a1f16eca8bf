import BlueKit
import Foundation

/// Where the app reads and writes: the process's standard streams, or a test's strings.
struct AppIO: Sendable {
  /// Whether to run the interactive terminal session (both ends are terminals).
  var interactive: Bool
  /// Whether standard output is a terminal (colour is possible).
  var outputIsTerminal: Bool
  /// The script's lines, in scripted mode.
  var lines: AsyncStream<String>
  /// Writes to standard output.
  var write: @Sendable (String) -> Void
  /// Writes to standard error.
  var writeError: @Sendable (String) -> Void

  /// The process's own streams; standard input is read line by line on a thread of its own.
  static func standard(interactive: Bool) -> AppIO {
    AppIO(
      interactive: interactive,
      outputIsTerminal: Terminal.isTerminal(STDOUT_FILENO),
      lines: interactive ? AsyncStream { $0.finish() } : standardInputLines(),
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// Standard input's lines, read without blocking the main actor.
  private static func standardInputLines() -> AsyncStream<String> {
    AsyncStream { continuation in
      let reader = Thread {
        while let line = readLine(strippingNewline: true) {
          continuation.yield(line)
        }
        continuation.finish()
      }
      reader.start()
    }
  }
}
