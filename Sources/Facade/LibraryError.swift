/// Why the library refused a change; each says what was wrong in words a user can act on.
public enum LibraryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An album position below zero.
  case negativeIndex(Int)
  /// A position with no album at it.
  case indexOutOfRange(index: Int, count: Int)
  /// The saved albums could not be read at launch, so saving would overwrite them.
  case archiveUnavailable

  /// A sentence describing the problem.
  public var description: String {
    switch self {
    case .negativeIndex(let index):
      "album index \(index) is negative; positions start at 0"
    case .indexOutOfRange(let index, let count) where count == 0:
      "there is no album at index \(index): the library is empty"
    case .indexOutOfRange(let index, let count):
      "there is no album at index \(index): valid indices are 0 to \(count - 1)"
    case .archiveUnavailable:
      "the saved albums could not be read at launch, so they are not overwritten"
    }
  }
}
