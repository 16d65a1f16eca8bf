import BlueKit
import CommandLineVocabulary
import FileSafety
import Foundation

/// The BlueLibrary program: reads its options, builds the app, and runs it in the terminal or
/// from a script.
///
/// In a terminal it is interactive: keys move, delete and undo, and the screen redraws as covers
/// arrive and when the window is resized. With standard input from a pipe or a file it reads
/// one command per line, prints the screen after each, and exits at the end of the input — the
/// way tests, CI and the curious drive it.
public enum BlueLibraryApp {
  /// Columns of the screen in scripted mode: 320 points, the width of the tutorial's iPhone.
  static let scriptColumns = 64

  /// The process entry point: runs with the real command line and standard streams, then exits.
  @MainActor
  public static func main() async -> Never {
    // A reader that goes away (`| head -1`) must fail a write, not kill the app unsaved.
    signal(SIGPIPE, SIG_IGN)
    let closedStreams = ProcessOutput.occupyClosedStandardStreams()
    let environment = ProcessInfo.processInfo.environment
    let interactive = isInteractive(
      inputIsTerminal: Terminal.isTerminal(STDIN_FILENO),
      outputIsTerminal: Terminal.isTerminal(STDOUT_FILENO), environment: environment)
    let io = AppIO.standard(interactive: interactive, closedStreams: closedStreams)
    // `CommandLine.arguments` turns bytes that are not UTF-8 into U+FFFD, quietly naming
    // another folder; the raw bytes are checked instead.
    let rawArguments = (0..<Int(CommandLine.argc)).dropFirst().map { index in
      CommandLine.unsafeArgv[index].map {
        Array(UnsafeRawBufferPointer(start: $0, count: strlen($0)))
      }
        ?? []
    }
    let status: ExitCode
    do {
      let arguments = try AppOptions.decode(rawArguments)
      status = await run(
        arguments: arguments, environment: environment, io: io,
        notificationCenter: .default)
    } catch {
      // No `--lang` can be read from arguments that are not text: the locale decides.
      let messages = Language(environment: environment).appMessages
      io.writeError(usageError(messages.describe(error), messages: messages))
      status = .usage
    }
    exit(status.rawValue)
  }

  /// Whether to run the interactive session: both ends are terminals that can draw screens.
  ///
  /// A `dumb` terminal cannot (no alternate screen, no cursor moves), so it gets scripted
  /// mode: type a command, read the frame.
  static func isInteractive(
    inputIsTerminal: Bool, outputIsTerminal: Bool, environment: [String: String]
  ) -> Bool {
    inputIsTerminal && outputIsTerminal && environment["TERM"] != "dumb"
  }

  /// Runs the app: the whole program minus the process, so tests call it directly.
  ///
  /// Its parts talk through `notificationCenter`: the process's `.default` center when it runs
  /// as a program, a center of its own otherwise, so that apps running side by side in one
  /// test process never hear each other.
  @MainActor
  static func run(
    arguments: [String], environment: [String: String], io: AppIO,
    notificationCenter: NotificationCenter = NotificationCenter()
  ) async -> ExitCode {
    let options: AppOptions
    do {
      options = try AppOptions(arguments: arguments)
    } catch {
      // The options did not parse, so a `--lang` among them may not have: the locale decides.
      let messages = Language(environment: environment).appMessages
      io.writeError(usageError(messages.describe(error), messages: messages))
      return .usage
    }
    let language = options.language ?? Language(environment: environment)
    let messages = language.appMessages
    if options.showHelp {
      do {
        try io.write(messages.help + "\n")
      } catch {
        io.writeError(messages.error("\(error)") + "\n")
        return .failure
      }
      return .success
    }
    let dataDirectory =
      options.dataDirectory.map { URL(fileURLWithPath: $0) }
      ?? DataDirectory.platformDefault(environment: environment).url
    // tutorial:begin choose-mode
    let columns = io.interactive ? max(40, Terminal.size()?.columns ?? 80) : scriptColumns
    // A terminal always traces, so its pane (key t) can open at any moment; a script only
    // when asked. Without a trace, nothing is wrapped.
    let trace =
      io.interactive || options.trace
      ? PatternTrace(words: language.traceWords) : nil
    let app: AppEnvironment
    do {
      app = try AppEnvironment.make(
        dataDirectory: dataDirectory, reset: options.reset,
        downloadLatency: io.interactive
          ? .milliseconds(options.downloadLatencyMilliseconds) : .zero,
        width: Double(columns) * Canvas.Scale.standard.pointsPerColumn,
        notificationCenter: notificationCenter, messages: messages, trace: trace)
    } catch {
      io.writeError(messages.error("\(error)") + "\n")
      return error.status
    }
    // The data folder is this session's until it ends, and free for the next one at once.
    defer { app.lock.release() }
    // The status line shows notes cut to the screen's width; here they are whole, and they
    // stay in the terminal's scrollback after an interactive session ends.
    for note in app.notes { io.writeError(messages.note(note) + "\n") }
    let style = RenderStyle.resolve(
      colorRequested: !options.noColor, outputIsTerminal: io.outputIsTerminal,
      environment: environment)
    let status =
      io.interactive
      ? await InteractiveSession(app: app, style: style, showsTrace: options.trace).run()
      : await runScript(app: app, io: io, style: style, columns: columns)
    // Leaving always saves; a save that failed must not pass in silence.
    if let error = app.controller.lastSaveError {
      io.writeError(messages.error(messages.couldNotSaveOnTheWayOut(error)) + "\n")
      return .failure
    }
    return status
    // tutorial:end choose-mode
  }

  /// A usage error as printed: the error, the usage line, and where to read more.
  private static func usageError(_ problem: String, messages: any AppMessages) -> String {
    messages.error(problem) + "\n" + messages.usage + "\n" + messages.seeHelp + "\n"
  }

  // tutorial:begin run-script
  /// Scripted mode: a frame at launch, then one after each command, until `quit`, the end of
  /// the input, or a stop signal; every way out saves.
  @MainActor
  static func runScript(app: AppEnvironment, io: AppIO, style: RenderStyle, columns: Int) async
    -> ExitCode
  {
    var status = ExitCode.success
    var lineNumber = 0
    /// Prints what the patterns did since the last time, when the app is traced.
    func printTrace() throws(ProcessOutputError) {
      guard let trace = app.trace else { return }
      let lines = trace.text(of: trace.takeNewLines())
      if !lines.isEmpty { try io.write(lines.joined(separator: "\n") + "\n") }
    }
    func printFrame(_ title: String) throws(ProcessOutputError) {
      // The title echoes the script's line: drawn safe, like everything else on screen.
      try io.write(
        "> \(TerminalText(title))\n"
          + app.controller.view.render(columns: columns, rows: 20, style: style) + "\n")
      try printTrace()
    }
    /// Says on standard error what is wrong with the script's current line.
    func complain(_ problem: String) {
      io.writeError(app.messages.error(app.messages.line(lineNumber, problem)) + "\n")
    }
    /// Runs one line; returns `false` after `quit`.
    func perform(_ line: String) async throws(ProcessOutputError) -> Bool {
      if AppCommand.isIgnorable(line) { return true }
      let command: AppCommand
      do {
        command = try AppCommand(line: line)
      } catch {
        // Said twice: whole on standard error, and where the user is looking.
        let problem = app.messages.describe(error)
        complain(problem)
        app.controller.status = problem
        status = .dataError
        try printFrame(line.trimmingWhitespace)
        return true
      }
      // Covers the last frame asked for arrive first; what that did belongs to its trace.
      await app.library.waitForCoverDownloads()
      try printTrace()
      let keepGoing = await app.controller.perform(command, application: app.application)
      await app.library.waitForCoverDownloads()
      try printFrame(line.trimmingWhitespace)
      return keepGoing
    }
    do {
      try printFrame("launch")
      // One line at a time, asked for when the last is done: the rest waits in the pipe.
      io.script.requestLine()
      for await event in io.script.events {
        switch event {
        case .stop(let signal):
          app.application.terminate()
          return signal.exitStatus
        case .lineTooLong:
          // Never echoed: it may be megabytes of anything.
          lineNumber += 1
          complain(app.messages.lineTooLong(maximumBytes: BoundedLineReader.maximumLineBytes))
          status = .dataError
        case .line(let line):
          lineNumber += 1
          if try await !perform(line) { return status }
        }
        io.script.requestLine()
      }
    } catch {
      // Output failed: nobody sees the frames any more, but the session is still worth keeping.
      app.application.terminate()
      let saved = app.controller.lastSaveError == nil
      io.writeError(app.messages.error(app.messages.outputFailed("\(error)", saved: saved)) + "\n")
      return .failure
    }
    // The end of the input is a quiet quit: save, as leaving the app always does.
    app.application.terminate()
    do {
      try printTrace()
    } catch {
      let saved = app.controller.lastSaveError == nil ? "; the session is saved" : ""
      io.writeError("error: \(error)\(saved)\n")
      return .failure
    }
    return status
  }
  // tutorial:end run-script
}
