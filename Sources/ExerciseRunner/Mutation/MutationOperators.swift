/// The fixed set of mutation operators `kit verify --mutants` applies to a solution's file.
///
/// Each one makes a mistake a learner plausibly makes:
/// - delete one statement (a forgotten line);
/// - flip a comparison: `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=` (an off-by-one bound, a test the
///   wrong way round);
/// - swap `true` and `false`, and `&&` and `||`;
/// - add one to an integer literal, and turn `+ 1` into `- 1` and back (off by one).
///
/// They work on tokens (see ``SwiftLexer``), so comments and string literals are never changed.
/// Some changes cannot alter behaviour and are left out by rule: an attribute, an `import`, a
/// comment or a blank line is never "deleted", since no statement starts with one.
enum MutationOperators {
  /// Every mutant of `source`, in the order of the source, for the file named `file`.
  static func mutants(of source: String, file: String) -> [Mutant] {
    let tokens = SwiftLexer.tokens(of: source)
    let code = tokens.indices.filter { tokens[$0].isSignificant }
    var mutants = expressionMutants(tokens: tokens, code: code, file: file)
    mutants += StatementFinder(tokens: tokens, code: code).statements.map { statement in
      deletion(of: statement, in: source, tokens: tokens, file: file)
    }
    return mutants.sorted { ($0.range.lowerBound, $0.change) < ($1.range.lowerBound, $1.change) }
  }

  /// The comparison each comparison becomes.
  static let flippedComparisons = [
    "<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
  ]

  /// Mutants that replace one token (or an operator and the `1` after it).
  private static func expressionMutants(tokens: [SwiftToken], code: [Int], file: String)
    -> [Mutant]
  {
    var mutants: [Mutant] = []
    func replace(_ token: SwiftToken, with replacement: String) {
      mutants.append(
        Mutant(
          file: file, line: token.line, change: "`\(token.text)` → `\(replacement)`",
          range: token.start..<token.end, replacement: replacement))
    }
    for (position, index) in code.enumerated() {
      let token = tokens[index]
      // A binary operator has space on both sides; `Array<Int>` and `x!` are left alone.
      let isBinary =
        index > 0 && index + 1 < tokens.count && tokens[index - 1].kind == .whitespace
        && tokens[index + 1].kind == .whitespace
      switch token.kind {
      case .operator where isBinary:
        if let flipped = flippedComparisons[token.text] {
          replace(token, with: flipped)
        } else if token.text == "&&" || token.text == "||" {
          replace(token, with: token.text == "&&" ? "||" : "&&")
        } else if token.text == "+" || token.text == "-", position + 1 < code.count,
          tokens[code[position + 1]].text == "1"
        {
          let swapped = token.text == "+" ? "-" : "+"
          mutants.append(
            Mutant(
              file: file, line: token.line,
              change: "`\(token.text) 1` → `\(swapped) 1`",
              range: token.start..<token.end, replacement: swapped))
        }
      case .identifier where token.text == "true" || token.text == "false":
        replace(token, with: token.text == "true" ? "false" : "true")
      case .number(isDecimalInteger: true):
        let digits = token.text.filter { $0 != "_" }
        if let value = Int(digits), value < Int.max {
          replace(token, with: String(value + 1))
        }
      default:
        break
      }
    }
    return mutants
  }

  /// The mutant that deletes `statement`'s lines, whole, from their start to their line break.
  private static func deletion(
    of statement: StatementFinder.Statement, in source: String, tokens: [SwiftToken], file: String
  ) -> Mutant {
    let bytes = Array(source.utf8)
    var start = tokens[statement.first].start
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = tokens[statement.last].end
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    if end < bytes.count { end += 1 }
    // The report shows the statement's first line of code, without a comment at its end.
    let firstLine = tokens[statement.first].line
    let shownEnd =
      tokens[statement.first...statement.last]
      .filter { $0.isSignificant && $0.line == firstLine }.map(\.end).max()
      ?? tokens[statement.first].end
    let isMultiline = tokens[statement.last].endLine > firstLine
    let shown =
      String(decoding: bytes[tokens[statement.first].start..<shownEnd], as: UTF8.self)
      + (isMultiline ? " …" : "")
    return Mutant(
      file: file, line: tokens[statement.first].line, change: "delete `\(shown)`",
      range: start..<end, replacement: "")
  }
}
