import Foundation

/// Small values kept between launches, by key, as `UserDefaults` keeps them on Apple platforms.
final class KeyValueStore {
  private var values: [String: Data] = [:]

  /// The data saved under `key`, or `nil` when nothing is.
  func data(forKey key: String) -> Data? {
    values[key]
  }

  /// Saves `data` under `key`, in place of what was there.
  func set(_ data: Data, forKey key: String) {
    values[key] = data
  }
}
