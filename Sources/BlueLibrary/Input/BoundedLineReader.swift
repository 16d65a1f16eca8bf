#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor one at a time, never holding more than a line's limit.
///
/// `readLine()` keeps a whole line in memory however long it is (a 100 MB line is 100 MB, then
/// copies of it), and a thread that reads ahead into a queue holds all the input the app has
/// not yet used. This reader reads only when asked for the next line, in chunks of 4 KiB, and
/// skips past a line longer than ``maximumLineBytes`` without keeping it: memory stays the same
/// whatever the input.
struct BoundedLineReader {
  /// What one read found.
  enum Line: Equatable, Sendable {
    /// A line, without its line ending (`\n` or `\r\n`); bytes that are not UTF-8 become U+FFFD.
    case text(String)
    /// A line longer than the limit, skipped to its end and not kept.
    case tooLong
  }

  /// The longest line kept, in bytes, without its line ending; no command comes close.
  static let maximumLineBytes = 4096

  private let descriptor: Int32
  /// Bytes read but not yet returned: the start of the next line.
  private var pending: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 4096)
  private var atEnd = false

  /// A reader of `descriptor`, which it never closes.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line, or `nil` at the end of the input; blocks until a line is there.
  mutating func nextLine() -> Line? {
    var skipping = false
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = pending[..<newline]
        pending.removeSubrange(...newline)
        if skipping || line.count > Self.maximumLineBytes + 1 { return .tooLong }
        return Self.decode(line)
      }
      if pending.count > Self.maximumLineBytes + 1 {
        // Too long already: drop what is held, and the rest of the line as it comes.
        skipping = true
        pending.removeAll(keepingCapacity: true)
      }
      if atEnd {
        // The last line may have no line ending.
        guard skipping || !pending.isEmpty else { return nil }
        defer { pending.removeAll() }
        return skipping ? .tooLong : Self.decode(pending[...])
      }
      readChunk()
    }
  }

  /// Appends what one `read(2)` returns to ``pending``; the end of the input (or an error
  /// reading it: nothing more can come) sets ``atEnd``.
  private mutating func readChunk() {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      pending.append(contentsOf: chunk[..<count])
    } else if count == 0 || errno != EINTR {
      atEnd = true
    }
  }

  /// A line's text, without a `\r` before the newline; longer than the limit is too long.
  private static func decode(_ bytes: ArraySlice<UInt8>) -> Line {
    let text = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
    guard text.count <= maximumLineBytes else { return .tooLong }
    return .text(String(decoding: text, as: UTF8.self))
  }
}
