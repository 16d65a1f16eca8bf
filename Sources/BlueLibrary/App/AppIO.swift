import BlueKit
import Foundation

/// Where the app reads and writes: the process's standard streams, or a test's strings.
struct AppIO: Sendable {
  /// Whether to run the interactive terminal session (both ends are terminals).
  var interactive: Bool
  /// Whether standard output is a terminal (colour is possible).
  var outputIsTerminal: Bool
  /// The script's lines and the stop signals, in scripted mode.
  var script: any ScriptInput
  /// Writes to standard output; throws when it fails (closed, full, its reader gone).
  var write: @Sendable (String) throws(ProcessOutputError) -> Void
  /// Writes to standard error; a failure there is ignored, as nothing is left to tell.
  var writeError: @Sendable (String) -> Void

  /// The process's own streams; in scripted mode standard input is read a line at a time, as
  /// the app asks for lines, and the stop signals are watched from now on.
  static func standard(interactive: Bool, closedStreams: Set<Int32>) -> AppIO {
    let output = ProcessOutput(
      descriptor: STDOUT_FILENO, name: "standard output",
      wasClosed: closedStreams.contains(STDOUT_FILENO))
    let errorOutput = ProcessOutput(descriptor: STDERR_FILENO, name: "standard error")
    return AppIO(
      interactive: interactive,
      outputIsTerminal: Terminal.isTerminal(STDOUT_FILENO),
      script: interactive ? NoScriptInput() : StandardScriptInput(),
      write: { text throws(ProcessOutputError) in try output.write(text) },
      writeError: { text in try? errorOutput.write(text) })
  }
}

/// The script of an interactive session, which has none: it reads keys instead.
private struct NoScriptInput: ScriptInput {
  let events = AsyncStream<ScriptEvent> { $0.finish() }
  func requestLine() {}
}
