import FileSafety
import Foundation
import Synchronization

/// A key-value store saved in a JSON file, so what the app saves today is there at its next
/// launch.
///
/// The file is an ``Archive`` of the store's values (`state.json`, say), so it gets the
/// archive's guarantees: each change is written atomically before ``set(_:forKey:)`` returns,
/// and a file that cannot be read is moved aside and reported in ``quarantinedFile``, never
/// silently replaced.
public final class FileKeyValueStore: KeyValueStore {
  /// The store's file.
  public var fileURL: URL { archive.fileURL }

  /// The unreadable file found when the store opened, and where it was moved.
  ///
  /// Nil when the file was readable or missing. Otherwise the store started empty: tell the
  /// user, who may want what the file held.
  public let quarantinedFile: QuarantinedFile?

  private let archive: Archive<[String: JSONValue]>
  private let values: Mutex<[String: JSONValue]>

  /// Opens the store saved at `fileURL`, or an empty one when there is no file yet.
  ///
  /// - Parameter fileURL: The store's file. Its folder must exist (see `DataDirectory`).
  /// - Throws: `ArchiveError` when the file exists but can be neither read nor moved aside.
  public convenience init(fileURL: URL) throws {
    try self.init(archive: Archive(fileURL: fileURL))
  }

  init(archive: Archive<[String: JSONValue]>) throws {
    self.archive = archive
    switch try archive.load() {
    case .missing:
      values = Mutex([:])
      quarantinedFile = nil
    case .restored(let saved):
      values = Mutex(saved)
      quarantinedFile = nil
    case .quarantined(let file):
      values = Mutex([:])
      quarantinedFile = file
    }
  }

  /// The value saved under `key`, or nil when there is none or it is not a `Value`.
  public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
    values.withLock { $0[key] }?.decoded(as: type)
  }

  /// Saves `value` under `key` and writes the file.
  /// - Throws: When the value cannot be encoded or the file cannot be written; the store and
  ///   its file are then unchanged.
  public func set<Value: Encodable>(_ value: Value, forKey key: String) throws {
    let encoded = try JSONValue(encoding: value)
    try update { $0[key] = encoded }
  }

  /// Forgets the value under `key`, if any, and writes the file.
  /// - Throws: When the file cannot be written; the store and its file are then unchanged.
  public func removeValue(forKey key: String) throws {
    try update { $0[key] = nil }
  }

  /// Changes the values, saves them, and keeps the change only once it is on disk.
  private func update(_ change: (inout [String: JSONValue]) -> Void) throws {
    try values.withLock { values in
      var changed = values
      change(&changed)
      try archive.save(changed)
      values = changed
    }
  }
}
