import CommandLineVocabulary
import Foundation
import Synchronization

@testable import BlueLibrary

/// One run of the app in scripted mode, in process: what it printed, what it complained
/// about, and how it ended.
struct ScriptedSession {
  let output: String
  let errors: String
  let status: ExitCode

  /// The frames printed, each starting with its `> command` line.
  var frames: [String] {
    output.components(separatedBy: "> ").filter { !$0.isEmpty }.map { "> " + $0 }
  }

  /// The last frame's lines.
  var lastFrame: [String] {
    (frames.last ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The last frame's title line, or "" when no frame was printed.
  var title: String { lastFrame.count > 1 ? lastFrame[1] : "" }

  /// The status line (the last line of the last frame).
  var statusLine: String { lastFrame.last(where: { !$0.isEmpty }) ?? "" }

  /// Runs the app with `arguments` and `lines` as its standard input.
  @MainActor
  static func run(
    _ lines: [String], arguments: [String], environment: [String: String] = [:]
  ) async -> ScriptedSession {
    await run(events: lines.map { .line($0) }, arguments: arguments, environment: environment)
  }

  /// Runs the app with `arguments`, and `events` (lines, signals) as its script.
  @MainActor
  static func run(
    events: [ScriptEvent], arguments: [String], environment: [String: String] = [:]
  ) async -> ScriptedSession {
    let output = Mutex("")
    let errors = Mutex("")
    let io = AppIO(
      interactive: false, outputIsTerminal: false, script: ListScriptInput(events),
      write: { text in output.withLock { $0 += text } },
      errorOutput: { text in errors.withLock { $0 += text } })
    let status = await BlueLibraryApp.run(
      arguments: arguments, environment: environment, io: io)
    return ScriptedSession(
      output: output.withLock { $0 }, errors: errors.withLock { $0 }, status: status)
  }
}

/// A script given as a list: every event is there from the start, so asking for a line is
/// nothing to do.
struct ListScriptInput: ScriptInput {
  let events: AsyncStream<ScriptEvent>

  init(_ list: [ScriptEvent]) {
    events = AsyncStream { continuation in
      for event in list { continuation.yield(event) }
      continuation.finish()
    }
  }

  func requestLine() {}
}
