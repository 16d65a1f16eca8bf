import CommandLineVocabulary
import Foundation

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
