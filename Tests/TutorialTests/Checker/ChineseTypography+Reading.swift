/// How ``ChineseTypography`` reads a markdown page and a source file: as the lines of prose
/// their readers see.
extension ChineseTypography {
  /// The prose lines of a markdown page, as its reader sees them: outside fenced blocks and
  /// HTML comments, a code span as one piece, a link as its text (its target gone), and no
  /// emphasis stars, brackets or HTML tags.
  static func markdownLines(_ text: String) -> [Line] {
    var inComment = false
    return MarkdownChapter(text).prose.map { line in
      Line(number: line.number, pieces: markdownPieces(line.text, inComment: &inComment))
    }
  }

  /// The bold text in a markdown page that GitHub does not render as bold.
  ///
  /// `**名字冲突。**后文` shows its stars: a closing `**` between full-width punctuation and a
  /// letter closes nothing. The fix puts the mark after the stars: `**名字冲突**。后文`.
  static func unclosedBold(in text: String) -> [Mistake] {
    var mistakes: [Mistake] = []
    for line in MarkdownChapter(text).prose {
      let characters = Array(line.text)
      var index = 0
      var isOpen = false
      while index + 1 < characters.count {
        if characters[index] == "`" {
          index = endOfCodeSpan(in: characters, at: index)
          continue
        }
        guard characters[index] == "*", characters[index + 1] == "*" else {
          index += 1
          continue
        }
        let before = index > 0 ? characters[index - 1] : nil
        let after = index + 2 < characters.count ? characters[index + 2] : nil
        if isOpen, let before, fullWidthPunctuation.contains(before),
          let after, isHan(after) || (after.isASCII && after.isLetter)
        {
          mistakes.append(
            Mistake(
              line: line.number, column: index + 1,
              message:
                "'**' after '\(before)' does not close the bold on GitHub; move '\(before)' after "
                + "the '**'"))
        }
        isOpen.toggle()
        index += 2
      }
    }
    return mistakes
  }

  /// The string literals of a Swift source file (or a JSON file), line by line.
  ///
  /// Each line of a literal is a line of prose, and an escape or an interpolation is an opaque
  /// piece. Comments and code outside literals are not read.
  static func stringLiteralLines(_ text: String) -> [Line] {
    var reader = StringLiteralReader(Array(text))
    reader.read()
    return reader.lines.filter { !$0.pieces.isEmpty }
  }

  private static func markdownPieces(_ text: String, inComment: inout Bool) -> [Piece] {
    let characters = Array(text)
    var pieces: [Piece] = []
    var index = 0
    while index < characters.count {
      let rest = characters[index...]
      if inComment {
        guard let end = firstIndex(of: "-->", in: characters, from: index) else { break }
        inComment = false
        index = end + 3
      } else if rest.starts(with: "<!--") {
        inComment = true
        index += 4
      } else if characters[index] == "`" {
        pieces.append(.code(column: index + 1))
        index = endOfCodeSpan(in: characters, at: index)
      } else if rest.starts(with: "](") {
        index = endOfLinkTarget(in: characters, at: index + 1)
      } else if characters[index] == "<", let end = endOfTag(in: characters, at: index) {
        index = end
      } else if "*[]".contains(characters[index]) || rest.starts(with: "![") {
        index += 1
      } else if characters[index] == "\\", index + 1 < characters.count {
        pieces.append(.character(characters[index + 1], column: index + 2))
        index += 2
      } else {
        pieces.append(.character(characters[index], column: index + 1))
        index += 1
      }
    }
    return pieces
  }

  /// Where the code span opened by the backticks at `start` ends; a run of backticks that
  /// nothing closes is just backticks.
  private static func endOfCodeSpan(in characters: [Character], at start: Int) -> Int {
    var end = start
    while end < characters.count, characters[end] == "`" { end += 1 }
    let length = end - start
    var index = end
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      var runEnd = index
      while runEnd < characters.count, characters[runEnd] == "`" { runEnd += 1 }
      if runEnd - index == length { return runEnd }
      index = runEnd
    }
    return end
  }

  /// Where the link target whose `(` is at `start` ends, past its `)`.
  private static func endOfLinkTarget(in characters: [Character], at start: Int) -> Int {
    var depth = 0
    for index in start..<characters.count {
      if characters[index] == "(" { depth += 1 }
      if characters[index] == ")" { depth -= 1 }
      if depth == 0 { return index + 1 }
    }
    return characters.count
  }

  /// Where an HTML tag or an autolink at `start` ends, or `nil` when `<` starts neither.
  private static func endOfTag(in characters: [Character], at start: Int) -> Int? {
    guard start + 1 < characters.count else { return nil }
    let next = characters[start + 1]
    guard next.isASCII, next.isLetter || next == "/" else { return nil }
    return characters[start...].firstIndex(of: ">").map { $0 + 1 }
  }

  private static func firstIndex(of needle: String, in characters: [Character], from start: Int)
    -> Int?
  {
    let needle = Array(needle)
    guard characters.count >= needle.count else { return nil }
    return (start...(characters.count - needle.count)).first {
      characters[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }
}

/// Reads the string literals out of Swift (or JSON) text, keeping each character's line and
/// column: `"…"`, `"""…"""` and raw `#"…"#`, with escapes and interpolations as opaque pieces.
private struct StringLiteralReader {
  typealias Piece = ChineseTypography.Piece

  private let characters: [Character]
  private var index = 0
  private var line = 1
  private var column = 1
  private(set) var lines: [ChineseTypography.Line] = []

  init(_ characters: [Character]) { self.characters = characters }

  mutating func read() {
    while let character = peek() {
      if starts(with: "//") {
        while let next = peek(), next != "\n" { advance() }
      } else if starts(with: "/*") {
        skipBlockComment()
      } else if character == "#" || character == "\"" {
        let hashes = count(of: "#")
        guard peek(at: hashes) == "\"" else {
          advance()
          continue
        }
        for _ in 0..<hashes { advance() }
        readLiteral(hashes: hashes)
      } else {
        advance()
      }
    }
  }

  /// Reads one literal, its opening quote next.
  private mutating func readLiteral(hashes: Int) {
    let isMultiline = starts(with: "\"\"\"")
    let quote = isMultiline ? "\"\"\"" : "\""
    let closing = quote + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    for _ in quote { advance() }
    var current = ChineseTypography.Line(number: line, pieces: [])
    while let character = peek() {
      if starts(with: closing) {
        for _ in closing { advance() }
        break
      } else if character == "\n" {
        lines.append(current)
        advance()
        current = .init(number: line, pieces: [])
        if !isMultiline { return }
      } else if starts(with: escape) {
        current.pieces.append(.opaque(column: column))
        for _ in escape { advance() }
        if peek() == "(" {
          skipInterpolation()
        } else if peek() == "u", peek(at: 1) == "{" {
          while let next = peek(), next != "}" { advance() }
          advance()
        } else {
          advance()
        }
      } else {
        current.pieces.append(.character(character, column: column))
        advance()
      }
    }
    lines.append(current)
  }

  /// Skips `( … )` after a backslash, with the parentheses and strings inside it.
  private mutating func skipInterpolation() {
    var depth = 0
    while let character = peek() {
      if character == "\"" {
        advance()
        while let next = peek(), next != "\"", next != "\n" {
          if next == "\\" { advance() }
          advance()
        }
      } else if character == "(" {
        depth += 1
      } else if character == ")" {
        depth -= 1
        if depth == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while peek() != nil {
      if starts(with: "/*") {
        depth += 1
        advance()
      } else if starts(with: "*/") {
        depth -= 1
        advance()
        if depth == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  private func peek(at offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private func starts(with text: String) -> Bool {
    characters[index...].starts(with: text)
  }

  private func count(of character: Character) -> Int {
    characters[index...].prefix { $0 == character }.count
  }

  private mutating func advance() {
    guard index < characters.count else { return }
    if characters[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }
}
