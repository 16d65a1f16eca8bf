import Synchronization

/// The app's log: one for the whole program, so every part of it writes to the same place.
final class Logger: Sendable {
  /// The one logger.
  ///
  /// A `static let` is created the first time it is read, exactly once, even when many
  /// threads read it at the same moment.
  static let shared = Logger()

  /// Private, so `shared` is the only logger there can be.
  private init() {}

  /// The messages logged so far, oldest first.
  ///
  /// A `Mutex` guards them: any thread may log at any time, and Swift 6 checks that shared
  /// mutable state is protected before it compiles.
  private let messages = Mutex<[String]>([])

  /// Adds `message` to the log.
  func log(_ message: String) {
    Task.detached { self.messages.withLock { $0.append(message) } }

  }

  /// Everything logged so far, oldest first.
  var entries: [String] {
    messages.withLock { $0 }
  }
}
