import BlueKit
import Foundation
import Memento

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
    let interactive = Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO)
    let status = await run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      io: .standard(interactive: interactive), notificationCenter: .default)
    exit(status.rawValue)
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
  ) async -> AppExitStatus {
    let options: AppOptions
    do {
      options = try AppOptions(arguments: arguments)
    } catch {
      io.writeError("error: \(error)\n\(AppOptions.usage)\nRun with --help to see the options.\n")
      return .usage
    }
    if options.showHelp {
      io.write(AppOptions.help + "\n")
      return .success
    }
    let dataDirectory =
      options.dataDirectory.map { URL(fileURLWithPath: $0) }
      ?? DataDirectory.platformDefault(environment: environment).url
    // tutorial:begin choose-mode
    let columns = io.interactive ? max(40, Terminal.size()?.columns ?? 80) : scriptColumns
    let app: AppEnvironment
    do {
      app = try AppEnvironment.make(
        dataDirectory: dataDirectory, reset: options.reset,
        downloadLatency: io.interactive
          ? .milliseconds(options.downloadLatencyMilliseconds) : .zero,
        width: Double(columns) * Canvas.Scale.standard.pointsPerColumn,
        notificationCenter: notificationCenter)
    } catch {
      io.writeError("error: \(error)\n")
      return .failure
    }
    // The status line shows notes cut to the screen's width; here they are whole, and they
    // stay in the terminal's scrollback after an interactive session ends.
    for note in app.notes { io.writeError("note: \(note)\n") }
    let style = RenderStyle.resolve(
      colorRequested: !options.noColor, outputIsTerminal: io.outputIsTerminal,
      environment: environment)
    let status =
      io.interactive
      ? await InteractiveSession(app: app, style: style).run()
      : await runScript(app: app, io: io, style: style, columns: columns)
    // Leaving always saves; a save that failed must not pass in silence.
    if let error = app.controller.lastSaveError {
      io.writeError("error: could not save on the way out: \(error)\n")
      return .failure
    }
    return status
    // tutorial:end choose-mode
  }

  // tutorial:begin run-script
  /// Scripted mode: a frame at launch, then one after each command, until `quit` or the end.
  @MainActor
  static func runScript(app: AppEnvironment, io: AppIO, style: RenderStyle, columns: Int) async
    -> AppExitStatus
  {
    var status = AppExitStatus.success
    var lineNumber = 0
    func printFrame(_ title: String) {
      io.write(
        "> \(title)\n" + app.controller.view.render(columns: columns, rows: 20, style: style) + "\n"
      )
    }
    printFrame("launch")
    for await line in io.lines {
      lineNumber += 1
      if AppCommand.isIgnorable(line) { continue }
      let command: AppCommand
      do {
        command = try AppCommand(line: line)
      } catch {
        io.writeError("error: line \(lineNumber): \(error)\n")
        app.controller.status = "\(error)"
        status = .badScript
        printFrame(line.trimmingWhitespace)
        continue
      }
      let keepGoing = await app.controller.perform(command, application: app.application)
      await app.library.waitForCoverDownloads()
      printFrame(line.trimmingWhitespace)
      if !keepGoing { return status }
    }
    // The end of the input is a quiet quit: save, as leaving the app always does.
    app.application.terminate()
    return status
  }
  // tutorial:end run-script
}
