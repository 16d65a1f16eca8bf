/// Finds the statements of Swift source that the delete-a-statement operator may delete.
///
/// A deletable statement is in a body of code (a function, an accessor, a closure, an `if`...,
/// not a type's list of members), starts a line, and ends a line: `x = 1`, a whole `guard …
/// else { … }`, a call spread over several lines. Declarations of members are not statements,
/// and neither is a `case` label, a `#if`, an attribute, or a line that continues the one above
/// (`.map { … }`, `&& flag`).
///
/// A recursive walk over the significant tokens: a block's statements, each one's tokens up to
/// the line break that ends it, and the blocks inside them.
struct StatementFinder {
  /// One deletable statement: the indices of its first and last tokens.
  struct Statement: Equatable {
    var first: Int
    var last: Int
  }

  /// The deletable statements, in the order of the source.
  private(set) var statements: [Statement] = []

  private let tokens: [SwiftToken]
  private let code: [Int]
  private var position = 0

  /// Finds the statements among `tokens`, whose significant ones are at the indices `code`.
  init(tokens: [SwiftToken], code: [Int]) {
    self.tokens = tokens
    self.code = code
    // The top level of a library's file holds declarations, like a type's body.
    walkBlock(isCode: false)
    statements.sort { $0.first < $1.first }
  }

  private func token(_ position: Int) -> SwiftToken { tokens[code[position]] }

  /// Whether the token at `position` is the first code on its line.
  private func startsLine(_ position: Int) -> Bool {
    position == 0 || token(position - 1).endLine < token(position).line
  }

  /// Walks a block's statements up to its closing `}` (which it consumes) or the end.
  private mutating func walkBlock(isCode: Bool) {
    while position < code.count {
      if token(position).text == "}" {
        position += 1
        return
      }
      let start = position
      let deletable = isCode && startsLine(start) && !Self.neverStartsStatement(token(start))
      let endsLine = walkStatement()
      if deletable, endsLine, position > start {
        statements.append(Statement(first: code[start], last: code[position - 1]))
      }
      // A statement that ended without consuming anything (a stray `)`) is stepped over.
      if position == start { position += 1 }
    }
  }

  /// Walks one statement's tokens; returns whether it ends at a line break (or the end) rather
  /// than sharing its line with what follows.
  private mutating func walkStatement() -> Bool {
    let start = position
    var depth = 0
    while position < code.count {
      let text = token(position).text
      switch text {
      case "}":
        return false
      case "{":
        let isCode = Self.opensCode(introducers: (start..<position).map { token($0).text })
        position += 1
        walkBlock(isCode: isCode)
      case "(", "[":
        depth += 1
        position += 1
      case ")", "]":
        depth -= 1
        position += 1
      case ";":
        position += 1
        return false
      default:
        position += 1
      }
      if depth <= 0, endsStatement(after: position - 1) { return true }
    }
    return true
  }

  /// Whether the statement ends after the token at `position`: a line break follows, and
  /// neither side of it says the statement goes on.
  private func endsStatement(after position: Int) -> Bool {
    guard position + 1 < code.count else { return true }
    let last = token(position)
    let next = token(position + 1)
    guard next.line > last.endLine else { return false }
    // A binary operator at the end of a line (with a space before it) wants its right side.
    if last.kind == .operator, code[position] > 0,
      tokens[code[position] - 1].kind == .whitespace
    {
      return false
    }
    if last.text == "," || last.text == "(" || last.text == "[" { return false }
    // The next line goes on: `.map`, `&& x`, `? a : b`, `{` after a long condition, `else`.
    if next.kind == .operator || [".", ":", "{"].contains(next.text)
      || ["else", "catch", "where"].contains(next.text)
    {
      return false
    }
    return true
  }

  /// Whether a block opened after these tokens holds code (a function's or a closure's body,
  /// an `if`'s branch...) rather than a type's members.
  ///
  /// The last introducing keyword decides: `struct`, `class`, `enum`, `extension`, `protocol`
  /// and `actor` introduce members; anything else (`func`, `var`, `if`, or none, as for a
  /// closure) introduces code. `class func f() {` is a function.
  private static func opensCode(introducers: [String]) -> Bool {
    let typeKeywords: Set = ["struct", "class", "enum", "extension", "protocol", "actor"]
    let codeKeywords: Set = [
      "func", "init", "deinit", "subscript", "var", "let", "get", "set", "willSet", "didSet",
      "if", "guard", "while", "for", "switch", "do", "catch", "else", "repeat", "defer",
      "return", "in", "=",
    ]
    let last = introducers.last { typeKeywords.contains($0) || codeKeywords.contains($0) }
    return !(last.map(typeKeywords.contains) ?? false)
  }

  /// Tokens no deletable statement starts with: the end of a block, a `case` label, the
  /// continuation of an `if`, a compiler directive, an attribute, or the rest of the line above.
  private static func neverStartsStatement(_ token: SwiftToken) -> Bool {
    ["}", ")", "]", ".", ":", "case", "default", "else", "catch"].contains(token.text)
      || token.text.hasPrefix("#") || token.text.hasPrefix("@") || token.kind == .operator
  }
}
