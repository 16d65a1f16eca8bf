import Synchronization

/// The app's log: one for the whole program, so every part of it writes to the same place.
final class Logger: Sendable {
  /// The one logger.
  // TODO: This makes a new Logger at every call, so two callers never share a log. Make it a
  // stored `static let`, created once, and stop anyone else from calling init().
  static var shared: Logger { Logger() }

  /// The messages logged so far, oldest first.
  ///
  /// A `Mutex` guards them: any thread may log at any time, and Swift 6 checks that shared
  /// mutable state is protected before it compiles.
  private let messages = Mutex<[String]>([])

  /// Adds `message` to the log.
  func log(_ message: String) {
    messages.withLock { $0.append(message) }
  }

  /// Everything logged so far, oldest first.
  var entries: [String] {
    messages.withLock { $0 }
  }
}
