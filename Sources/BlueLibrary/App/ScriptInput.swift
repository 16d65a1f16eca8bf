/// What scripted mode waits for: the next line, or a signal to stop.
enum ScriptEvent: Equatable, Sendable {
  /// A line of the script.
  case line(String)
  /// A line longer than ``BoundedLineReader/maximumLineBytes``, skipped unread.
  case lineTooLong
  /// The process was asked to stop: save, then exit with the signal's status.
  case stop(StopSignal)
}

/// Where scripted mode's lines and stop signals come from: standard input and the process's
/// signals (``StandardScriptInput``), or a test's list.
///
/// Lines come only when asked for (``requestLine()``), one at a time: back-pressure. The app
/// asks once it has drawn the last command's frame, so input that arrives faster than the app
/// can use it waits in the pipe, where its writer blocks, and never piles up in memory.
protocol ScriptInput: Sendable {
  /// The events, in the order they happened; the stream ends after the last line.
  var events: AsyncStream<ScriptEvent> { get }
  /// Asks for one more line: it arrives in ``events`` when there is one.
  func requestLine()
}
