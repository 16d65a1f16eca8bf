import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A key the learner pressed, as a terminal in raw mode sends it.
enum Key: Equatable {
  /// A printable character: `q`, `n`, `j`...
  case character(Character)
  /// Enter (Return).
  case enter
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Anything else (another arrow, a function key, Escape, Backspace): ignored.
  case other
}

/// Turns the bytes a terminal sends into keys: one byte for most keys, an escape sequence
/// (`ESC [ A`) for an arrow, up to four bytes for a character outside ASCII.
struct KeyDecoder {
  private var pending: [UInt8] = []

  /// Adds bytes read from the terminal.
  mutating func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    pending += bytes
  }

  /// The next complete key, or `nil` until more bytes arrive.
  mutating func nextKey() -> Key? {
    guard let first = pending.first else { return nil }
    switch first {
    case 0x1b:  // ESC: an arrow is ESC [ A (or ESC O A); wait for the whole sequence.
      guard pending.count >= 2 else { return nil }
      guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else {
        pending.removeFirst()
        return .other
      }
      guard pending.count >= 3 else { return nil }
      let final = pending[2]
      pending.removeFirst(3)
      switch final {
      case UInt8(ascii: "A"): return .up
      case UInt8(ascii: "B"): return .down
      default: return .other
      }
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
      pending.removeFirst()
      return .enter
    case 0x20..<0x7f:
      pending.removeFirst()
      return .character(Character(Unicode.Scalar(first)))
    case 0xc0..<0xf8:  // The first byte of a multi-byte UTF-8 character says its length.
      let length = first < 0xe0 ? 2 : first < 0xf0 ? 3 : 4
      guard pending.count >= length else { return nil }
      let text = String(decoding: pending[..<length], as: UTF8.self)
      pending.removeFirst(length)
      return text.first.map { .character($0) } ?? .other
    default:
      pending.removeFirst()
      return .other
    }
  }
}

/// Standard input as a terminal that sends each key as it is pressed, without echoing it.
///
/// Ctrl-C still sends `SIGINT`. The settings before are kept by ``ExitCleanup``, which puts
/// them back on every way out, signals included.
enum RawTerminal {
  /// Switches standard input to single keys; `false` when it is not a terminal.
  static func enter() -> Bool {
    var settings = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else {
      return false
    }
    ExitCleanup.saveTerminal(settings)
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    // Each read returns as soon as one byte is there.
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
  }

  /// Puts the terminal back as it was before ``enter()``.
  static func leave() {
    ExitCleanup.restoreTerminal()
  }
}
