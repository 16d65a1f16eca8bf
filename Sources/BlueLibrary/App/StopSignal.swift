import CommandLineVocabulary
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal that asks the app to stop: it saves, as quitting does, then exits with the
/// signal's conventional status, 128 + its number, so a script can tell how it ended.
enum StopSignal: Int32, CaseIterable, Sendable {
  // The numbers POSIX fixes for these three, the same on Linux and macOS.
  /// The terminal went away (SIGHUP): exit status 129.
  case hangUp = 1
  /// Control-C, or `kill -INT` (SIGINT): exit status 130.
  case interrupt = 2
  /// A polite request to stop, as `kill` sends (SIGTERM): exit status 143.
  case terminate = 15

  /// The exit status that says the app stopped for this signal.
  var exitStatus: ExitCode {
    switch self {
    case .hangUp: .hangUp
    case .interrupt: .interrupted
    case .terminate: .terminated
    }
  }

  /// Delivers each stop signal to `handler` on the main queue, instead of letting it end the
  /// process on the spot.
  ///
  /// The default action would end the app before it saves. Ignoring a signal keeps that action
  /// from running, and a dispatch source still sees the signal arrive, then calls the handler
  /// as ordinary code, where saving is safe (a C signal handler may call almost nothing).
  /// - Returns: The sources; they watch only as long as they are kept.
  static func watch(_ handler: @escaping @Sendable (StopSignal) -> Void)
    -> [any DispatchSourceSignal]
  {
    allCases.map { stopSignal in
      signal(stopSignal.rawValue, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: stopSignal.rawValue, queue: .main)
      source.setEventHandler { handler(stopSignal) }
      source.resume()
      return source
    }
  }
}
