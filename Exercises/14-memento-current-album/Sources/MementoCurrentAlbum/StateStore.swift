import Foundation

/// Small pieces of saved state, by key: the headless stand-in for `UserDefaults`.
///
/// It is the caretaker of the Memento pattern: it keeps mementos safe and never looks inside.
final class StateStore {
  private var values: [String: Data] = [:]

  /// The data saved under `key`, or `nil`.
  func data(forKey key: String) -> Data? {
    values[key]
  }

  /// Saves `data` under `key`, replacing what was there.
  func set(_ data: Data, forKey key: String) {
    values[key] = data
  }
}
