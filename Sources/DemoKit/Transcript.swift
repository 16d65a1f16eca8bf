import BlueKit
import Foundation

/// Where a demo's narration goes: the terminal when it runs, memory when a test runs it.
///
/// Every line is kept in ``text`` as well, so a test compares the whole narration with the
/// demo's golden file byte for byte.
///
/// Writing can fail: standard output may be closed (`>&-`), full (`> /dev/full`) or a pipe whose
/// reader has gone (`| head -1`). A failure never stops the demo: the transcript remembers the
/// first one in ``writeError``, writes nothing more, and ``Demo/main(arguments:output:errors:)``
/// turns it into a message and exit status 1.
@MainActor
public final class Transcript {
  /// Where the lines are written as they are said.
  public enum Destination: Sendable {
    /// Print each line to standard output.
    case standardOutput
    /// Print each line to standard error.
    case standardError
    /// Keep the lines in memory only (tests read ``Transcript/text``).
    case memory
  }

  /// Everything said so far, each line ending in a newline.
  public private(set) var text = ""

  /// The first error met writing a line, if any; nothing is written after it.
  public private(set) var writeError: (any Error)?

  /// Hands a line's bytes on, throwing when they cannot be written; `nil` keeps lines in memory.
  private let write: (@Sendable (Data) throws -> Void)?

  /// Creates a transcript that writes to `destination`.
  public convenience init(_ destination: Destination = .memory) {
    switch destination {
    case .standardOutput:
      self.init(writingWith: { try FileHandle.standardOutput.write(contentsOf: $0) })
    case .standardError:
      self.init(writingWith: { try FileHandle.standardError.write(contentsOf: $0) })
    case .memory:
      self.init(writer: nil)
    }
  }

  /// Creates a transcript that hands each line, as UTF-8, to `write`.
  ///
  /// `write` throws when the line could not be written; tests pass one that fails to see what a
  /// demo does when its output is gone.
  public convenience init(writingWith write: @escaping @Sendable (Data) throws -> Void) {
    self.init(writer: write)
  }

  private init(writer: (@Sendable (Data) throws -> Void)?) {
    write = writer
  }

  /// Says one line (an empty line when called without an argument).
  public func line(_ line: String = "") {
    let output = line + "\n"
    text += output
    guard let write, writeError == nil else { return }
    // `write(contentsOf:)` throws; the older `FileHandle.write(_:)` traps on the same errors.
    do {
      try write(Data(output.utf8))
    } catch {
      writeError = error
    }
  }

  /// Starts a new step of the story: a blank line, then the title underlined.
  public func step(_ title: String) {
    if !text.isEmpty { line() }
    line(title)
    line(String(repeating: "-", count: TerminalText(title).width))
  }
}
