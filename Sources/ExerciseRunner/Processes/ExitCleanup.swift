import CommandLineVocabulary
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `kit` puts right however it ends: the checks it is running, and the terminal.
///
/// A check's processes run in groups of their own (so a Ctrl-C reaches `kit` alone), which
/// means nothing ends them but `kit`. So `kit` remembers each one it starts, and when Ctrl-C,
/// `SIGTERM` or `SIGHUP` (the terminal closing) arrives, it ends them, puts the terminal back
/// as it found it, then ends itself by the same signal, so its parent sees the usual status
/// (128 + the signal's number in a shell).
enum ExitCleanup {
  /// The signals that end `kit` after cleaning up: Ctrl-C, `kill`, a closed terminal, Ctrl-\.
  static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  private struct State: Sendable {
    /// The checks' processes now running (each the root of a tree).
    var children: Set<pid_t> = []
    /// Whether `kit` is ending: no check may start any more.
    var isEnding = false
    /// The terminal's settings before `kit` changed them, to put back.
    var savedTerminal: termios?
  }

  private static let state = Mutex(State())

  /// The signal sources; kept for the life of the process, set once by ``install()``.
  nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []

  /// Handles ``handledSignals`` and ignores `SIGPIPE`; called once, by `kit`'s `main`.
  ///
  /// With `SIGPIPE` ignored, a reader that goes away is a write error, which `Console`
  /// reports, instead of a silent death.
  static func install() {
    signal(SIGPIPE, SIG_IGN)
    for number in handledSignals {
      // Ignored, the signal no longer kills the process; the source still hears of it.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        cleanUp()
        // Raised again with its default action, the signal ends kit as it would have. Dispatch
        // blocks the signals it listens for, so this thread unblocks it first.
        signal(number, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, number)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(number)
        Foundation.exit(128 + number)  // Only if the signal did not end the process.
      }
      source.resume()
      signalSources.append(source)
    }
  }

  /// Starts a child with `start` and remembers it, unless `kit` is already ending.
  ///
  /// Both happen under one lock, so a signal arriving in between still finds the child.
  static func startChild(_ start: () -> Result<pid_t, POSIXError>) -> Result<pid_t, POSIXError> {
    state.withLock { state in
      guard !state.isEnding else { return .failure(POSIXError(.ECANCELED)) }
      let result = start()
      if case .success(let pid) = result { state.children.insert(pid) }
      return result
    }
  }

  /// Waits forever if `kit` is ending on a signal: the signal's handler ends the process, and
  /// meanwhile a check it stopped must not be reported as if the learner's code had failed.
  static func waitIfEnding() {
    while state.withLock({ $0.isEnding }) { sleep(1) }
  }

  /// Forgets a child once it, and its tree, are over.
  static func forgetChild(_ pid: pid_t) {
    _ = state.withLock { $0.children.remove(pid) }
  }

  /// Remembers the terminal's settings before `kit` changes them.
  static func saveTerminal(_ settings: termios) {
    state.withLock { $0.savedTerminal = settings }
  }

  /// Puts the terminal's saved settings back, if it was changed, and forgets them.
  static func restoreTerminal() {
    guard var settings = state.withLock({ $0.savedTerminal }) else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    state.withLock { $0.savedTerminal = nil }
  }

  /// Ends every running check's processes and restores the terminal; no check starts after.
  static func cleanUp() {
    let children = state.withLock { state in
      state.isEnding = true
      return state.children
    }
    for child in children { ProcessTree.end(child) }
    restoreTerminal()
  }

  /// Cleans up, then ends `kit` with `status`.
  static func exit(_ status: ExitCode) -> Never {
    cleanUp()
    Foundation.exit(status.rawValue)
  }
}
