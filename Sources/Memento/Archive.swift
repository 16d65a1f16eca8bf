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
/// The file is an envelope around the value, with sorted keys so the same value always gives
/// the same bytes (a diff shows only what changed):
///
/// ```json
/// {
///   "format" : "bluelibrary-archive",
///   "payload" : [ … ],
///   "version" : 1
/// }
/// ```
///
/// `format` tells our archives from any other JSON; `version` lets a future program change the
/// payload's shape and lets this one refuse, rather than misread, a shape it cannot know.
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
  /// - Throws: ``ArchiveError`` when the file exists but cannot be read at all (a folder, a
  ///   pipe or a device, no permission), or cannot be moved aside.
  public func load() throws -> LoadResult {
    // Only a regular file is read: a named pipe would block, and /dev/zero never ends.
    guard let data = try RegularFile.contents(of: fileURL) else { return .missing }
    switch decode(data) {
    case .value(let value):
      return .restored(value)
    case .unreadable(let reason):
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
  /// ``AtomicFileWriter``.
  /// - Throws: ``ArchiveError/cannotEncode(underlyingError:)``, or ``AtomicWriteError`` naming
  ///   the step that failed.
  public func save(_ value: Value) throws {
    try writer.write(try encoded(value), to: fileURL)
  }
  // tutorial:end archive-load-save

  /// The bytes a save of `value` writes.
  func encoded(_ value: Value) throws -> Data {
    do {
      return try Self.encoder.encode(ArchiveEnvelope(version: version, payload: value))
    } catch {
      throw ArchiveError.cannotEncode(underlyingError: error)
    }
  }

  /// Pretty-printed, sorted keys, unescaped slashes: files a person can read, stable to the byte.
  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  private enum Decoded {
    case value(Value)
    case unreadable(QuarantineReason)
  }

  // tutorial:begin archive-decode
  /// Reads the envelope from the outside in, so each way a file can be wrong gets its reason.
  private func decode(_ data: Data) -> Decoded {
    guard !data.isEmpty else { return .unreadable(.empty) }
    let decoder = JSONDecoder()
    // Two parses in all: the header, which also tells JSON from not-JSON and an object from
    // anything else, then the payload. (Each `decode` parses the whole file again.)
    let header: ArchiveHeader
    do {
      header = try decoder.decode(ArchiveHeader.self, from: data)
    } catch DecodingError.dataCorrupted {
      return .unreadable(JSONNesting(data).reasonNotParsed(isOurs: isOurs(data)))
    } catch {
      return .unreadable(.foreign(format: nil))
    }
    guard header.format == archiveFormat else {
      return .unreadable(.foreign(format: header.format))
    }
    do {
      // 1.5, -1 or 1e20: no program ever wrote that version; refuse it like a foreign file.
      let number = try header.version.get()
      guard let found = Int(exactly: number), found >= 1 else {
        return .unreadable(.invalidVersion(number))
      }
      guard found <= version else {
        return .unreadable(.newerVersion(found: found, supported: version))
      }
      return .value(try decoder.decode(ArchiveEnvelope<Value>.self, from: data).payload)
    } catch let error as DecodingError {
      return .unreadable(.malformed(error.whereAndWhat))
    } catch {
      return .unreadable(.malformed(error.localizedDescription))
    }
  }

  // tutorial:end archive-decode

  /// Whether `data` names our format anywhere: then a file that does not parse is a damaged
  /// archive of ours, not some other file.
  private func isOurs(_ data: Data) -> Bool {
    String(decoding: data, as: UTF8.self).contains("\"\(archiveFormat)\"")
  }
}

extension Archive.LoadResult: Sendable where Value: Sendable {}
extension Archive.LoadResult: Equatable where Value: Equatable {}

/// A load or save that could not happen at all (as opposed to a file set aside).
public enum ArchiveError: Error, CustomStringConvertible {
  /// The file is there but could not be read: it may be a folder, or not ours to read.
  case cannotRead(URL, underlyingError: any Error)
  /// Something other than a regular file has the archive's name; `kind` says what.
  case notARegularFile(URL, kind: String)
  /// The file could not be read as an archive, and could not be moved aside either.
  case cannotQuarantine(URL, QuarantineReason, underlyingError: any Error)
  /// The value could not be encoded (a `Double.nan`, say); nothing was written.
  case cannotEncode(underlyingError: any Error)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .cannotRead(let url, let error):
      "could not read \(url.path): \(error.reason)"
    case .notARegularFile(let url, let kind):
      "\(url.path) is \(kind), not a regular file, so it was not read"
    case .cannotQuarantine(let url, let reason, let error):
      "could not read \(url.path) (\(reason)) nor move it aside: \(error.reason)"
    case .cannotEncode(let error):
      "could not encode the value to save: \(error.reason)"
    }
  }
}
