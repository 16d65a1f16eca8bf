/// A key the user pressed, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Return or Enter.
  case enter
  /// Escape on its own.
  case escape
  /// Backspace or Delete.
  case backspace
  /// Control-C: in raw mode the terminal sends it as a byte instead of a signal.
  case interrupt
  /// Control-D: end of input.
  case endOfInput
  /// A printable character.
  case character(Character)

  /// Decodes every key in `bytes`; bytes that form no key (an unknown escape sequence, invalid
  /// UTF-8) are skipped rather than guessed at.
  public static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let (key, length) = decodeOne(bytes[index...])
      if let key { keys.append(key) }
      index += max(1, length)
    }
    return keys
  }

  /// The key at the start of `bytes` and how many bytes it used.
  private static func decodeOne(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
    guard let first = bytes.first else { return (nil, 0) }
    switch first {
    case 0x1B:
      return decodeEscape(bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
    default:
      return decodeUTF8(bytes)
    }
  }

  /// `ESC [ C` and `ESC O C` style arrows; a lone escape is `.escape`.
  private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
    let rest = Array(bytes.dropFirst().prefix(2))
    guard rest.count == 2, rest[0] == UInt8(ascii: "[") || rest[0] == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    switch rest[1] {
    case UInt8(ascii: "A"): return (.up, 3)
    case UInt8(ascii: "B"): return (.down, 3)
    case UInt8(ascii: "C"): return (.right, 3)
    case UInt8(ascii: "D"): return (.left, 3)
    default:
      // Some other sequence (function keys, mouse): skip up to its final letter or tilde.
      let tail = bytes.dropFirst(2)
      let end = tail.firstIndex { (0x40...0x7E).contains($0) } ?? (tail.endIndex - 1)
      return (nil, end - bytes.startIndex + 1)
    }
  }

  /// A multi-byte UTF-8 character, or a skipped byte when it is not valid UTF-8 or not
  /// printable (a C1 control such as U+009B, which some terminals obey as `ESC [`, or a line
  /// separator).
  private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
    guard let first = bytes.first else { return (nil, 0) }
    let length =
      switch first {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0, bytes.count >= length,
      let text = String(validating: Array(bytes.prefix(length)), as: UTF8.self),
      let character = text.first,
      character.unicodeScalars.allSatisfy({ TerminalText.placeholder(for: $0) == nil })
    else { return (nil, 1) }
    return (.character(character), length)
  }
}
