/// The user's settings, one store for the whole program: a singleton that is an actor.
///
/// A program keeps one set of preferences (as Apple platforms keep one `UserDefaults.standard`),
/// so it is a singleton, reached through ``shared``.
///
/// ```swift
/// await Preferences.shared.set("Best of Bowie", forKey: "lastAlbum")
/// await Preferences.shared.value(forKey: "lastAlbum")  // "Best of Bowie"
/// ```
///
/// Pick an actor singleton when its callers are asynchronous anyway and its own work may have
/// to await something (saving to disk, asking a server), where a lock must never be held. The
/// actor runs its code for one caller at a time, with no lock, and the compiler makes every
/// caller outside it `await`. The price: an `await` even for a quick read, and no use from
/// synchronous code. When every operation is short and synchronous callers need it, pick a
/// `Mutex` (``Logger``).
///
/// An actor protects the code between two `await`s, not a sequence of calls. Reading a value,
/// then setting a new one in a second `await`, lets another task change the value in between:
/// a read-modify-write belongs inside one actor method, with no `await` in the middle.
///
/// `static let shared` needs no lock here: an actor is always `Sendable`, and `static let` is
/// already created lazily and exactly once (see ``Logger``).
public actor Preferences {
  /// The one store of preferences the whole program shares.
  public static let shared = Preferences()

  /// The values, by key; only the actor touches them, one method at a time.
  private var values: [String: String] = [:]

  /// Creates a store of its own: internal, so that outside this module ``shared`` is the only
  /// one, while tests make a fresh, empty store each.
  init() {}

  /// The value saved for `key`, or `nil` when there is none.
  public func value(forKey key: String) -> String? {
    values[key]
  }

  /// Saves `value` for `key`; saving `nil` removes the key.
  public func set(_ value: String?, forKey key: String) {
    values[key] = value
  }

  /// Every key that has a value, sorted so that reading them is repeatable.
  public var keys: [String] {
    values.keys.sorted()
  }
}
