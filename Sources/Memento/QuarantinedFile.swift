import Foundation

/// An archive that could not be read, and where it was put so nothing overwrites it.
///
/// A file the program cannot read may still be precious: the user's albums from a newer
/// version of the program, or a file a person can repair by hand. Writing defaults over it
/// would destroy it, so it is moved aside under the next free name, `albums.json.unreadable-1`,
/// `-2`, … (one word for every reason: a newer version's archive is not corrupt, only unreadable
/// here), and the caller starts from defaults and tells the user what happened.
public struct QuarantinedFile: Sendable, Equatable, CustomStringConvertible {
  /// Where the archive was.
  public let originalURL: URL
  /// Where the archive is now.
  public let quarantineURL: URL
  /// What was wrong with it.
  public let reason: QuarantineReason

  /// A sentence for the user: what was found, and where it is kept.
  public var description: String {
    "\(originalURL.lastPathComponent) could not be read (\(reason)); "
      + "kept it as \(quarantineURL.lastPathComponent)"
  }

  /// Moves the unreadable file at `url` to the first free `<name>.unreadable-<n>` beside it.
  static func quarantine(_ url: URL, because reason: QuarantineReason) throws -> QuarantinedFile {
    var number = 1
    while FileManager.default.fileExists(atPath: quarantineURL(for: url, number: number).path) {
      number += 1
    }
    let destination = quarantineURL(for: url, number: number)
    // `moveItem` refuses to replace a file that exists when it looks. (It looks, then renames:
    // another program creating that very name in between could still be overwritten. A
    // `renameat2(RENAME_NOREPLACE)` would close that gap; for one user's data folder, the next
    // free number is enough.)
    try FileManager.default.moveItem(at: url, to: destination)
    return QuarantinedFile(originalURL: url, quarantineURL: destination, reason: reason)
  }

  private static func quarantineURL(for url: URL, number: Int) -> URL {
    url.deletingLastPathComponent().appending(path: "\(url.lastPathComponent).unreadable-\(number)")
  }
}

/// Why an archive file could not be read.
public enum QuarantineReason: Sendable, Equatable, CustomStringConvertible {
  /// The file has no bytes at all.
  case empty
  /// The file names our format but is not complete JSON: cut short (by a full disk, or by a
  /// writer less careful than ``AtomicFileWriter``) or otherwise damaged.
  case truncated
  /// The file is not JSON at all.
  case notJSON
  /// The file is JSON but not one of our archives; `format` is what it says it is, if anything.
  case foreign(format: String?)
  /// The archive was written by a newer version of the program, in a shape this one cannot know.
  case newerVersion(found: Int, supported: Int)
  /// The archive's shape does not match what was asked for; the detail says where.
  case malformed(String)

  /// The reason in a few words, for messages.
  public var description: String {
    switch self {
    case .empty: "the file is empty"
    case .truncated: "the archive is cut short"
    case .notJSON: "the file is not JSON"
    case .foreign(format: nil): "the file is JSON but not a \(archiveFormat)"
    case .foreign(format: let format?): "the file's format is \(format), not \(archiveFormat)"
    case .newerVersion(let found, let supported):
      "the archive is version \(found); this program reads up to version \(supported)"
    case .malformed(let detail): "the archive does not hold what was expected: \(detail)"
    }
  }
}
