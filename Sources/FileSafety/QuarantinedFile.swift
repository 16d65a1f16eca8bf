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
  ///
  /// - Throws: The file system's error when the file cannot be moved; it is then where it was.
  public static func quarantine(
    _ url: URL, because reason: QuarantineReason
  ) throws -> QuarantinedFile {
    var number = 1
    while nameIsTaken(quarantineURL(for: url, number: number)) {
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

  /// Whether anything has the name `url`, a symbolic link to nothing included (`fileExists`
  /// follows links, so it calls a dangling one free, and the move then fails on it).
  static func nameIsTaken(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
  }

  private static func quarantineURL(for url: URL, number: Int) -> URL {
    url.deletingLastPathComponent().appending(path: "\(url.lastPathComponent).unreadable-\(number)")
  }
}

/// Why an archive file could not be read.
public enum QuarantineReason: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file has no bytes at all.
  case empty
  /// The file names our format but its JSON stops inside a value: cut short (by a full disk,
  /// or by a writer less careful than ``AtomicFileWriter``).
  case truncated
  /// The file names our format and is whole, but is not valid JSON (edited by hand, say).
  case damaged
  /// The file's JSON nests arrays and objects deeper than the decoder follows.
  case nestedTooDeep(limit: Int)
  /// The file is not JSON at all.
  case notJSON
  /// The file is JSON but not one of our archives; `format` is what it says it is, if anything.
  case foreign(format: String?)
  /// The archive's version is no version any program writes: not a whole number from 1.
  case invalidVersion(Double)
  /// The archive was written by a newer version of the program, in a shape this one cannot know.
  case newerVersion(found: Int, supported: Int)
  /// The archive's shape does not match what was asked for; the detail says where.
  case malformed(String)

  /// The reason in a few words, for messages.
  public var description: String {
    switch self {
    case .empty: "the file is empty"
    case .truncated: "the archive is cut short"
    case .damaged: "the archive is damaged: it is not valid JSON"
    case .nestedTooDeep(let limit): "the file nests its JSON more than \(limit) levels deep"
    case .notJSON: "the file is not JSON"
    case .foreign(format: nil): "the file is JSON but not a \(archiveFormat)"
    case .foreign(format: let format?): "the file's format is \(format), not \(archiveFormat)"
    case .invalidVersion(let number):
      // Whole numbers read as such ("-1", not "-1.0"); others as Swift prints them ("1e+20").
      "the archive's version (\(abs(number) < 1e15 && number == number.rounded() ? String(Int(number)) : String(number))) is not one any program writes"
    case .newerVersion(let found, let supported):
      "the archive is version \(found); this program reads up to version \(supported)"
    case .malformed(let detail): "the archive does not hold what was expected: \(detail)"
    }
  }
}
