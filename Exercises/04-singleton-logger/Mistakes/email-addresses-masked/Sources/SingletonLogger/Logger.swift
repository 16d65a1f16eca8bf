import Foundation
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
    // A log is read by many people and must not keep personal data: an e-mail address in a
    // message is masked, its domain kept for debugging (ziggy@example.com -> ***@example.com).
    let message = message.replacingOccurrences(
      of: #"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})"#, with: "***@$1",
      options: .regularExpression)
    messages.withLock { $0.append(message) }
  }

  /// Everything logged so far, oldest first.
  var entries: [String] {
    messages.withLock { $0 }
  }
}
