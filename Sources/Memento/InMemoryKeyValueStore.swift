import FileSafety
import Synchronization

/// A key-value store that lives as long as the object: for tests, previews and demos.
public final class InMemoryKeyValueStore: KeyValueStore {
  private let values = Mutex<[String: JSONValue]>([:])

  /// Creates an empty store.
  public init() {}

  /// The value saved under `key`, or nil when there is none or it is not a `Value`.
  public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
    values.withLock { $0[key] }?.decoded(as: type)
  }

  /// Saves `value` under `key`.
  /// - Throws: When the value cannot be encoded as JSON; the store is then unchanged.
  public func set<Value: Encodable>(_ value: Value, forKey key: String) throws {
    let encoded = try JSONValue(encoding: value)
    values.withLock { $0[key] = encoded }
  }

  /// Forgets the value under `key`, if any.
  public func removeValue(forKey key: String) {
    values.withLock { $0[key] = nil }
  }
}
