import Foundation

/// Where a demo's narration goes: the terminal when it runs, memory when a test runs it.
///
/// Every line is kept in ``text`` as well, so a test compares the whole narration with the
/// demo's golden file byte for byte.
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

  private let destination: Destination

  /// Creates a transcript that writes to `destination`.
  public init(_ destination: Destination = .memory) {
    self.destination = destination
  }

  /// Says one line (an empty line when called without an argument).
  public func line(_ line: String = "") {
    let output = line + "\n"
    text += output
    switch destination {
    case .standardOutput: FileHandle.standardOutput.write(Data(output.utf8))
    case .standardError: FileHandle.standardError.write(Data(output.utf8))
    case .memory: break
    }
  }

  /// Starts a new step of the story: a blank line, then the title underlined.
  public func step(_ title: String) {
    if !text.isEmpty { line() }
    line(title)
    line(String(repeating: "-", count: title.count))
  }
}
