/// Splits Swift source into ``SwiftToken``s, losing nothing: the tokens' texts, joined, are the
/// source.
///
/// A small lexer rather than SwiftSyntax, because the kit has no package dependencies. It is
/// careful where the mutation check needs care (nested block comments, string interpolations
/// that hold strings of their own, raw strings) and simple elsewhere: regex literals, for
/// instance, are not recognised, and the exercises do not use them.
struct SwiftLexer {
  private let bytes: [UInt8]
  private var position = 0
  private var line = 1

  /// Tokenizes `source`.
  static func tokens(of source: String) -> [SwiftToken] {
    var lexer = SwiftLexer(bytes: Array(source.utf8))
    return lexer.tokenize()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func tokenize() -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    while position < bytes.count {
      let start = position
      let startLine = line
      let kind = lexOne()
      tokens.append(
        SwiftToken(
          kind: kind, start: start, end: position, line: startLine, endLine: line,
          text: String(decoding: bytes[start..<position], as: UTF8.self)))
    }
    return tokens
  }

  /// The byte `offset` places ahead, or 0 past the end.
  private func peek(_ offset: Int = 0) -> UInt8 {
    position + offset < bytes.count ? bytes[position + offset] : 0
  }

  /// Moves past one byte, counting lines.
  private mutating func advance() {
    if bytes[position] == UInt8(ascii: "\n") { line += 1 }
    position += 1
  }

  /// Reads one token from `position` and says what it was.
  private mutating func lexOne() -> SwiftToken.Kind {
    let byte = peek()
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      while [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        .contains(peek()), position < bytes.count
      {
        advance()
      }
      return .whitespace
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      while position < bytes.count, peek() != UInt8(ascii: "\n") { advance() }
      return .comment
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      skipBlockComment()
      return .comment
    case UInt8(ascii: "\""):
      skipString()
      return .string
    case UInt8(ascii: "#") where rawStringHashes() != nil:
      skipString()
      return .string
    case UInt8(ascii: "#"), UInt8(ascii: "@"):
      advance()
      while isIdentifierByte(peek()) { advance() }
      return .identifier
    case UInt8(ascii: "`"):
      advance()
      while position < bytes.count, peek() != UInt8(ascii: "`"), peek() != UInt8(ascii: "\n") {
        advance()
      }
      if peek() == UInt8(ascii: "`") { advance() }
      return .identifier
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return lexNumber()
    case UInt8(ascii: "."):
      advance()
      guard peek() == UInt8(ascii: ".") else { return .punctuation }
      while isOperatorByte(peek()) || peek() == UInt8(ascii: ".") { advance() }
      return .operator
    case _ where isOperatorByte(byte):
      advance()
      // An operator never runs into a comment: `a +// note` is `+` then the comment.
      while isOperatorByte(peek()),
        !(peek() == UInt8(ascii: "/") && [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(peek(1)))
      {
        advance()
      }
      return .operator
    case _ where isIdentifierByte(byte):
      while isIdentifierByte(peek()) { advance() }
      return .identifier
    default:
      advance()
      return .punctuation
    }
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      true
    default:
      byte >= 0x80
    }
  }

  private func isOperatorByte(_ byte: UInt8) -> Bool {
    Array("/=-+!*%<>&|^~?".utf8).contains(byte)
  }

  /// A number: decimal, hexadecimal, octal or binary, with `_`s, a fraction or an exponent.
  private mutating func lexNumber() -> SwiftToken.Kind {
    var isDecimalInteger = true
    if peek() == UInt8(ascii: "0"),
      [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")]
        .contains(peek(1))
    {
      isDecimalInteger = false
    }
    while isIdentifierByte(peek())
      || (peek() == UInt8(ascii: ".") && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(peek(1)))
    {
      let byte = peek()
      if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        isDecimalInteger = false
      }
      advance()
      // An exponent's sign belongs to the number: 1e-3.
      if !isDecimalInteger, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"),
        peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+")
      {
        advance()
      }
    }
    return .number(isDecimalInteger: isDecimalInteger)
  }

  /// Skips a `/* */` comment, which may nest.
  private mutating func skipBlockComment() {
    var depth = 0
    while position < bytes.count {
      if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        advance()
        advance()
      } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// How many `#`s open the raw string at `position`, or `nil` when no string starts there.
  private func rawStringHashes() -> Int? {
    var count = 0
    while peek(count) == UInt8(ascii: "#") { count += 1 }
    return peek(count) == UInt8(ascii: "\"") ? count : nil
  }

  /// Skips a string literal starting at `position`: `"…"`, `"""…"""`, raw `#"…"#`, with
  /// escapes and `\( )` interpolations, which may hold strings themselves.
  private mutating func skipString() {
    let hashes = rawStringHashes() ?? 0
    for _ in 0..<hashes { advance() }
    let isMultiline =
      peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"")
      && peek(2) == UInt8(ascii: "\"")
    let quotes = isMultiline ? 3 : 1
    for _ in 0..<quotes { advance() }
    while position < bytes.count {
      if peek() == UInt8(ascii: "\\")
        && (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") })
      {
        for _ in 0...hashes { advance() }
        if peek() == UInt8(ascii: "(") {
          skipInterpolation()
        } else if position < bytes.count {
          advance()
        }
      } else if closesString(quotes: quotes, hashes: hashes) {
        for _ in 0..<(quotes + hashes) { advance() }
        return
      } else if !isMultiline && peek() == UInt8(ascii: "\n") {
        return  // An unterminated string ends at the line's end, as the compiler reports it.
      } else {
        advance()
      }
    }
  }

  private func closesString(quotes: Int, hashes: Int) -> Bool {
    (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") }
      && (0..<hashes).allSatisfy { peek(quotes + $0) == UInt8(ascii: "#") }
  }

  /// Skips `( … )` of an interpolation, strings and nested parentheses included.
  private mutating func skipInterpolation() {
    var depth = 0
    while position < bytes.count {
      switch peek() {
      case UInt8(ascii: "("):
        depth += 1
        advance()
      case UInt8(ascii: ")"):
        depth -= 1
        advance()
        if depth == 0 { return }
      case UInt8(ascii: "\""):
        skipString()
      case UInt8(ascii: "#") where rawStringHashes() != nil:
        skipString()
      default:
        advance()
      }
    }
  }
}
