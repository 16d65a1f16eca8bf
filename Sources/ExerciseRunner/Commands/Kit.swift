import BlueKit
import CommandLineVocabulary
import Foundation

/// The `kit` command: the exercise runner, minus the process around it.
///
/// The `kit` executable only calls ``main(arguments:)``; everything it does lives here, in a
/// library, so tests run each command in-process.
public enum Kit {
  /// Runs a `kit` command line and returns the status the process should exit with.
  ///
  /// - Parameter arguments: The command-line arguments, without the program's name.
  /// - Returns: What the process should exit with.
  public static func main(arguments: [String]) -> ExitCode {
    // Whatever ends kit (Ctrl-C, SIGTERM, a closed terminal), no check's process outlives it.
    ExitCleanup.install()
    let currentDirectory = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let environment = ProcessInfo.processInfo.environment
    let colours =
      isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    return run(
      arguments, console: .standardStreams(), currentDirectory: currentDirectory, colours: colours,
      environment: environment)
  }

  /// Runs a command line against `console`, finding the Exercises folder from
  /// `currentDirectory`.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program's name.
  ///   - console: Where messages go and answers come from.
  ///   - currentDirectory: Where the search for the Exercises folder starts.
  ///   - checker: How `check` and `watch` test an exercise; `swift test` when `nil`.
  ///   - events: Where `watch` waits for saves and key presses; the terminal when `nil`.
  ///   - colours: Whether reports may use colour.
  ///   - environment: The environment, whose locale picks the language unless `--lang` does.
  /// - Returns: What the process should exit with.
  static func run(
    _ arguments: [String], console: Console, currentDirectory: URL,
    checker: (any ExerciseChecker)? = nil, events: (any WatchEventSource)? = nil,
    colours: Bool = false, environment: [String: String] = [:]
  ) -> ExitCode {
    // A usage error is said in the locale's language: the command line is not understood, so
    // its `--lang` may not be either.
    let localeLanguage = Language(environment: environment)
    let command: KitCommand
    do {
      command = try KitCommand(parsing: arguments, messages: localeLanguage.messages)
    } catch {
      console.complain(error.message)
      console.complain(localeLanguage.messages.seeHelp)
      return .usage
    }
    let language = command.language ?? localeLanguage
    if command.action == .help {
      console.say(KitCommand.helpText(in: language.messages))
      return .success
    }
    let workspace: Workspace
    do {
      workspace = try Workspace.locate(
        from: currentDirectory, explicitPath: command.exercisesPath)
    } catch {
      console.complain(error.message(language.messages))
      return error.exitCode
    }
    let runner = Runner(
      workspace: workspace, console: console,
      checker: checker
        ?? SwiftTestChecker(
          buildFolder: workspace.buildFolder,
          temporaryFolder: workspace.buildFolder.appendingPathComponent("tmp")),
      currentDirectory: currentDirectory, verbose: command.verbose, colours: colours,
      language: language)
    // The one step that may move the progress file: a damaged one is set aside before any
    // command reads it, so reading progress never writes.
    if command.action.readsProgress { runner.setAsideDamagedProgress() }
    switch command.action {
    case .help, .list: return runner.list()
    case .check(let name): return runner.check(name)
    case .hint(let name): return runner.hint(name, all: command.allHints)
    case .next: return runner.next()
    case .reset(let name): return runner.reset(name, confirmed: command.confirmed)
    case .solution(let name): return runner.solution(name)
    case .watch(let name):
      let events = events ?? terminalEvents(manual: command.manual, polling: command.polling)
      return runner.watch(name, events: events, manual: command.manual)
    case .verify(let names):
      return verify(names, command: command, runner: runner, checker: checker)
    }
  }

  private static func terminalEvents(manual: Bool, polling: Bool) -> any WatchEventSource {
    guard !manual else { return TerminalWatchEvents(detector: nil) }
    #if canImport(Glibc)
    if !polling, let inotify = InotifyDetector() {
      return TerminalWatchEvents(detector: inotify)
    }
    #endif
    return TerminalWatchEvents(detector: PollingDetector())
  }

  /// Verifies in a fresh temporary folder, removed afterwards, with warnings as errors: the
  /// kit's own code is held to that, and the exercises are the kit's code too.
  ///
  /// With `--mutants`, each mutant is built without that rule: a mutant is caught by a test or
  /// a compile error, as a learner's mistake would be, not by a warning.
  private static func verify(
    _ names: [String], command: KitCommand, runner: Runner, checker: (any ExerciseChecker)?
  ) -> ExitCode {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-verify-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    if command.recordsGivenFiles {
      return runner.recordGivenFiles(names)
    }
    if command.mistakes {
      // The same check `kit check` gives a learner: warnings are no mistake's verdict.
      let checker =
        checker
        ?? SwiftTestChecker(
          buildFolder: scratch.appendingPathComponent(".build"),
          temporaryFolder: scratch.appendingPathComponent("tmp"))
      return runner.verifyMistakes(
        names, runs: command.runs ?? Runner.defaultMistakeRuns, sample: command.sample,
        checker: checker, scratchFolder: scratch)
    }
    if command.mutants {
      let checker =
        checker
        ?? SwiftTestChecker(
          buildFolder: scratch.appendingPathComponent(".build"),
          temporaryFolder: scratch.appendingPathComponent("tmp"))
      return runner.verifyMutants(
        names, sample: command.sample, checker: checker, scratchFolder: scratch)
    }
    let checker =
      checker
      ?? SwiftTestChecker(
        buildFolder: scratch.appendingPathComponent(".build"),
        extraArguments: ["-Xswiftc", "-warnings-as-errors"],
        temporaryFolder: scratch.appendingPathComponent("tmp"))
    return runner.verify(
      names, pristine: command.pristine, checker: checker, scratchFolder: scratch)
  }
}
