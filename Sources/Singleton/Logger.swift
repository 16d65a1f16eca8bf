import Synchronization

/// The program's log, which every part of the program writes to: a singleton.
///
/// Some things exist once per program: the application, the screen, the log. The Singleton
/// pattern gives such a type exactly one instance, created the first time someone asks for it,
/// and one well-known way to reach it, ``shared``. Two call sites that never meet still write
/// to the same log, without passing a logger around.
///
/// ```swift
/// Logger.shared.log("Library: loaded 5 albums")
/// Logger.shared.entries  // ["Library: loaded 5 albums"]
/// ```
///
/// Pick this variant, a `Sendable` class guarding its state with a `Mutex`, when every
/// operation is short: callers anywhere (synchronous code, any task, any actor) use it without
/// `await`, and the lock makes each operation happen whole, one caller at a time. When the
/// shared work must itself await something (a file, a server), pick an actor
/// (``Preferences``): a lock must never be held across an `await`. When the state belongs to
/// the user interface, pick the main actor (``Application``).
///
/// ## Once, lazily, safely: `static let`
///
/// `static let shared = Logger()` is the whole pattern. Swift runs a static property's
/// initializer the first time the property is read, and exactly once, even when many threads
/// read it at the same moment: the runtime guards it like `dispatch_once` (which it uses on
/// Apple platforms).
///
/// In 2014, Swift 1.0 and 1.1 had no stored type properties in classes ("class variables not
/// yet supported"). The original tutorial therefore put a `static let` in a struct nested inside
/// a computed `class var`: a struct's static was the only lazy, once-only storage on offer.
/// Swift 1.2 allowed `static let` in classes, and the nested struct became a detour.
///
/// ## Why the 2014 shape no longer compiles
///
/// Every thread can reach a `static let`. In the Swift 6 language mode the compiler rejects one
/// whose type is not `Sendable` ("static property 'shared' is not concurrency-safe because
/// non-'Sendable' type 'LibraryAPI' may have shared mutable state"), and rejects a `static var`
/// outright, because two threads could change it at once. A shared class with a plain `var`
/// array inside is exactly such a type. `Logger` compiles because it is a `final class` whose
/// one stored property is a `let` holding a `Mutex`, so the compiler itself proves it
/// `Sendable`, with no `@unchecked` promise.
public final class Logger: Sendable {
  /// The one logger the whole program shares.
  ///
  /// It is created the first time it is read, never again, and any thread, task or actor may
  /// use it.
  public static let shared = Logger()

  /// The entries, behind a `Mutex` that lets one caller at a time read or change them.
  private let storage = Mutex<[String]>([])

  /// Creates a logger of its own, which only this module (and its tests) can do.
  ///
  /// Being `internal`, not `private`, costs nothing outside the module, where ``shared`` stays
  /// the only logger there is. It lets tests (`@testable import Singleton`) give each test a
  /// fresh, empty log, so tests running in parallel never write to one log and count each
  /// other's entries.
  init() {}

  /// Adds `message` to the end of the log.
  public func log(_ message: String) {
    storage.withLock { $0.append(message) }
  }

  /// Every message logged so far, oldest first.
  public var entries: [String] {
    storage.withLock { $0 }
  }

  /// How many messages have been logged so far.
  public var count: Int {
    storage.withLock { $0.count }
  }

  /// Empties the log.
  public func removeAll() {
    storage.withLock { $0.removeAll() }
  }
}
