import FileSafety
import Foundation

/// The caretaker of one memento on disk: saves any `Codable` value to a file and restores it.
///
/// The originator (the app's `PersistencyManager`, say) hands over its state and gets it back
/// later; the archive never looks inside. Where the 2014 tutorial archived an `NSCoding` class
/// into `albums.bin` (see ``ArchivedAlbum``), this archive holds any `Codable` value as JSON,
/// saves it atomically, and never overwrites a file it cannot read:
///
/// ```swift
/// let archive = Archive<[Album]>(fileURL: folder.appending(path: "albums.json"))
/// switch try archive.load() {
/// case .restored(let saved): albums = saved
/// case .missing: albums = placeholders; try archive.save(albums)
/// case .quarantined(let file): print(file); albums = placeholders; try archive.save(albums)
/// }
/// ```
///
/// The safety comes from the FileSafety module, so this type holds only the caretaker's part:
/// the file is an `ArchiveEnvelope` around the value (naming its format and its shape's
/// version), an `AtomicFileWriter` writes it, and a file that cannot be read is moved aside as a
/// `QuarantinedFile`.
public struct Archive<Value: Codable>: Sendable {
  /// What a load found.
  public enum LoadResult {
    /// No file yet (a first launch): start from defaults and save them.
    case missing
    /// The saved value.
    case restored(Value)
    /// The file could not be read and was moved aside; start from defaults.
    case quarantined(QuarantinedFile)
  }

  /// The archive's file.
  public let fileURL: URL
  /// The payload's shape version this program writes, and the newest it reads.
  public let version: Int

  private let writer: AtomicFileWriter

  /// Creates the caretaker of the archive at `fileURL`; nothing is read or written yet.
  ///
  /// - Parameters:
  ///   - fileURL: The archive's file. Its folder must exist before a save.
  ///   - version: The payload's shape version, starting at 1. Raise it when `Value` changes in a
  ///     way older programs must not misread: they will then set the file aside, not break it.
  public init(fileURL: URL, version: Int = 1) {
    self.init(fileURL: fileURL, version: version, writer: AtomicFileWriter())
  }

  init(fileURL: URL, version: Int, writer: AtomicFileWriter) {
    self.fileURL = fileURL
    self.version = version
    self.writer = writer
  }

  // tutorial:begin archive-load-save
  /// Reads the saved value; a file that cannot be read is moved aside, never overwritten.
  ///
  /// - Returns: ``LoadResult/missing`` when there is no file, ``LoadResult/restored(_:)`` with
  ///   the value, or ``LoadResult/quarantined(_:)`` saying what was wrong and where the file is.
  /// - Throws: `ArchiveError` when the file exists but cannot be read at all (a folder, a
  ///   pipe or a device, no permission), or cannot be moved aside.
  public func load() throws -> LoadResult {
    // Only a regular file is read: a named pipe would block, and /dev/zero never ends.
    guard let data = try RegularFile.contents(of: fileURL) else { return .missing }
    switch ArchiveEnvelope<Value>.payload(in: data, newestVersion: version) {
    case .success(let value):
      return .restored(value)
    case .failure(let reason):
      do {
        return .quarantined(try QuarantinedFile.quarantine(fileURL, because: reason))
      } catch {
        throw ArchiveError.cannotQuarantine(fileURL, reason, underlyingError: error)
      }
    }
  }

  /// Saves `value`, replacing the previous archive atomically.
  ///
  /// A crash or a failure at any moment leaves the previous archive whole: see
  /// `AtomicFileWriter`.
  /// - Throws: `ArchiveError.cannotEncode(underlyingError:)`, or `AtomicWriteError` naming
  ///   the step that failed.
  public func save(_ value: Value) throws {
    try writer.write(try encoded(value), to: fileURL)
  }
  // tutorial:end archive-load-save

  /// The bytes a save of `value` writes.
  func encoded(_ value: Value) throws -> Data {
    try ArchiveEnvelope.data(wrapping: value, version: version)
  }
}

extension Archive.LoadResult: Sendable where Value: Sendable {}
extension Archive.LoadResult: Equatable where Value: Equatable {}
