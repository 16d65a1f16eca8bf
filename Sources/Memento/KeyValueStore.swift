import Foundation

/// A caretaker for small pieces of state, each saved under a key: the app's current album
/// index, say.
///
/// This is the part of `UserDefaults` the tutorial uses, kept minimal so a test can hand the
/// app an ``InMemoryKeyValueStore`` and the app can run on a ``FileKeyValueStore``. A value is
/// anything `Codable`; it is kept as JSON, so what a read returns is a fresh copy and both kinds
/// of store answer alike.
///
/// ```swift
/// try store.set(currentAlbumIndex, forKey: "currentAlbumIndex")   // entering the background
/// currentAlbumIndex = store.integer(forKey: "currentAlbumIndex") ?? 0  // at launch
/// ```
public protocol KeyValueStore: AnyObject, Sendable {
  // tutorial:begin key-value-store
  /// The value saved under `key`, or nil when there is none or it is not a `Value`.
  ///
  /// Unlike `UserDefaults.integer(forKey:)`, which answers 0, a missing value is nil: the
  /// caller chooses its own default and can tell "never saved" from "saved 0".
  func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value?

  /// Saves `value` under `key`, replacing what was there.
  ///
  /// - Throws: When the value cannot be encoded or the store cannot be saved; the store is then
  ///   unchanged.
  func set<Value: Encodable>(_ value: Value, forKey key: String) throws

  /// Forgets the value under `key`, if any.
  func removeValue(forKey key: String) throws
  // tutorial:end key-value-store
}

extension KeyValueStore {
  /// The integer saved under `key`, or nil when there is none.
  public func integer(forKey key: String) -> Int? {
    value(Int.self, forKey: key)
  }

  /// The string saved under `key`, or nil when there is none.
  public func string(forKey key: String) -> String? {
    value(String.self, forKey: key)
  }
}
