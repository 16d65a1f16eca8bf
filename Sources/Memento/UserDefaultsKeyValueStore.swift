import Foundation

/// A key-value store kept by Foundation's `UserDefaults`, in a suite of its own: the way the
/// 2014 tutorial saved the current album index, behind the kit's ``KeyValueStore``.
///
/// `UserDefaults` is the store an iOS developer reaches for first, for small state such as a
/// setting or the album on screen. The system decides where it lives (on Linux,
/// `$XDG_CONFIG_HOME/<suite>.plist`, or `~/.config/<suite>.plist`; on Apple platforms, the app's
/// preferences) and writes it when it likes. That is why the app keeps its own
/// ``FileKeyValueStore`` instead: everything it saves is in one folder the user chose with
/// `--data-dir`, and every change is on disk, atomically, before `set` returns.
///
/// Each value is kept as its JSON, in a `Data`: `UserDefaults` takes only property-list types,
/// and JSON lets in any `Codable` value and makes this store answer exactly as the others do.
///
/// ```swift
/// let store = try UserDefaultsKeyValueStore(suiteName: "com.example.BlueLibrary")
/// try store.set(currentAlbumIndex, forKey: "currentAlbumIndex")
/// ```
public final class UserDefaultsKeyValueStore: KeyValueStore {
  /// The suite's name: its own domain, apart from the app's standard defaults.
  public let suiteName: String

  // `UserDefaults` is documented thread-safe; Swift's overlay does not yet say so.
  private nonisolated(unsafe) let defaults: UserDefaults

  /// The reasons a suite cannot be opened.
  public enum SuiteError: Error, CustomStringConvertible {
    /// `UserDefaults(suiteName:)` refused the name (the app's own bundle identifier, say).
    case refused(suiteName: String)

    /// Says which suite, and why.
    public var description: String {
      switch self {
      case .refused(let suiteName): "UserDefaults refused the suite name '\(suiteName)'"
      }
    }
  }

  /// Opens the suite `suiteName`, creating it on its first write.
  ///
  /// - Throws: ``SuiteError/refused(suiteName:)`` when `UserDefaults` will not open the suite.
  public init(suiteName: String) throws(SuiteError) {
    guard let defaults = UserDefaults(suiteName: suiteName) else {
      throw .refused(suiteName: suiteName)
    }
    self.suiteName = suiteName
    self.defaults = defaults
  }

  /// The value saved under `key`, or nil when there is none or it is not a `Value`.
  public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
    guard let json = defaults.data(forKey: key) else { return nil }
    return try? JSONDecoder().decode(type, from: json)
  }

  /// Saves `value` under `key`, replacing what was there.
  ///
  /// - Throws: When the value cannot be encoded as JSON; the store is then unchanged.
  public func set<Value: Encodable>(_ value: Value, forKey key: String) throws {
    defaults.set(try JSONEncoder().encode(value), forKey: key)
  }

  /// Forgets the value under `key`, if any.
  public func removeValue(forKey key: String) {
    defaults.removeObject(forKey: key)
  }

  /// Forgets the whole suite, and deletes its file: what a test or a demo does on its way out.
  public func removeSuite() {
    defaults.removePersistentDomain(forName: suiteName)
  }
}
