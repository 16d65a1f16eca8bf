import Foundation

extension FileHandle {
  /// Writes `text`; a stream that cannot take it (closed, full) is not worth a crash here.
  func writeIgnoringFailure(_ text: String) {
    try? write(contentsOf: Data(text.utf8))
  }
}
