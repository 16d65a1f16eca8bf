/// The typography rule for Chinese text (`CONTRIBUTING.md`, "Chinese typography"), as a check.
///
/// Chinese prose takes full-width punctuation (GB/T 15834): `，。：；？！（）“”、`. Between
/// Chinese and Latin letters, digits or inline code there is one space; beside full-width
/// punctuation there is none. Code, link targets and comments are not prose, so the check reads
/// a line as its reader sees it: a sequence of ``Piece``s, where a code span is one piece and
/// markup is gone. ``markdownLines(_:)`` and ``stringLiteralLines(_:)`` make those sequences.
enum ChineseTypography {
  /// One visible thing in a line of prose.
  enum Piece: Equatable {
    /// A character the reader sees, at its 1-based column.
    case character(Character, column: Int)
    /// An inline code span (or anything else read as code), starting at `column`.
    case code(column: Int)
    /// Something whose text is not known here, such as an interpolation in a Swift string:
    /// neither Chinese nor Latin, so no rule is decided across it.
    case opaque(column: Int)

    /// The 1-based column where the piece starts.
    var column: Int {
      switch self {
      case .character(_, let column), .code(let column), .opaque(let column): column
      }
    }

    /// The character, when the piece is one.
    var character: Character? {
      if case .character(let character, _) = self { character } else { nil }
    }
  }

  /// A line of prose: its 1-based number and what its reader sees on it.
  struct Line: Equatable {
    var number: Int
    var pieces: [Piece]
  }

  /// One place that breaks the rule.
  struct Mistake: Equatable {
    var line: Int
    var column: Int
    /// What is wrong there and how to fix it.
    var message: String
  }

  /// The ASCII marks that Chinese prose writes full width, with their full-width form.
  static let fullWidthForms: [Character: Character] = [
    ",": "，", ".": "。", ":": "：", ";": "；", "?": "？", "!": "！", "(": "（", ")": "）",
  ]

  /// Full-width punctuation: no space goes on either side of it.
  static let fullWidthPunctuation: Set<Character> = [
    "，", "。", "：", "；", "？", "！", "（", "）", "“", "”", "、", "《", "》", "「", "」", "『", "』",
  ]

  /// Whether `character` is written in Chinese prose's script (a Han character or a kana).
  static func isHan(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(isCJK) ?? false
  }

  /// Whether `character` is Chinese: a Han character or full-width punctuation.
  static func isChinese(_ character: Character) -> Bool {
    isHan(character) || fullWidthPunctuation.contains(character)
  }

  /// Whether `piece` reads as Latin text: inline code, an ASCII letter or an ASCII digit.
  static func isLatin(_ piece: Piece?) -> Bool {
    switch piece {
    case .code: true
    case .character(let character, _):
      character.isASCII && (character.isLetter || character.isNumber)
    default: false
    }
  }

  /// Whether `piece` is a Chinese character or full-width mark.
  static func isChinese(_ piece: Piece?) -> Bool {
    piece?.character.map(isChinese) ?? false
  }

  /// Whether `piece` is a Han character.
  static func isHan(_ piece: Piece?) -> Bool {
    piece?.character.map(isHan) ?? false
  }

  /// Every mistake in `line`, in the order of their columns.
  ///
  /// A line without a Han character is not Chinese prose, and has none.
  static func mistakes(in line: Line) -> [Mistake] {
    let pieces = line.pieces
    guard pieces.contains(where: { isHan($0) }) else { return [] }
    let chineseParentheses = chineseParentheses(in: pieces)
    var mistakes: [(column: Int, message: String)] = chineseSingleQuotes(in: pieces).map {
      (
        pieces[$0].column,
        "ASCII ''' quoting in Chinese prose; replace it with '“' (opening) or '”' (closing)"
      )
    }
    for (index, piece) in pieces.enumerated() {
      let before = index > 0 ? pieces[index - 1] : nil
      let after = index + 1 < pieces.count ? pieces[index + 1] : nil
      switch piece.character {
      case "(", ")":
        if chineseParentheses.contains(index) {
          mistakes.append((piece.column, replace(piece)))
        }
      case "." where before?.character == "." || after?.character == ".":
        // An ellipsis (`...`) or a path (`..`) is not a full stop.
        continue
      case let mark? where ",.:;?!".contains(mark):
        // "崩溃,也": Chinese before the mark, or a Chinese word after it. A full-width mark
        // after it is not enough ("try?，" is code nobody marked as code), and one opening a
        // quote is not either (“..” quotes a path).
        let touchesChinese = isChinese(before) && before?.character != "“" || isHan(after)
        // "`Album`," in a Chinese line: the mark ends a Chinese phrase after inline code.
        let endsPhraseAfterCode =
          isCode(before) && (after == nil || after?.character == " " || isChinese(after))
        // "Four,GoF", "×;1.3": English puts a space after these marks, Chinese does not.
        let joinsWords =
          before != nil && before?.character != " " && joinsWithoutSpace(mark, before, after)
        // "不用传递 logger:" ends a line of Chinese, so it ends a Chinese sentence or phrase.
        let endsTheLine = after == nil
        if touchesChinese || endsPhraseAfterCode || joinsWords || endsTheLine {
          mistakes.append((piece.column, replace(piece)))
        }
      case "\"":
        if isChinese(before) || isChinese(after) {
          mistakes.append(
            (
              piece.column,
              "ASCII '\"' in Chinese prose; replace it with '“' (opening) or '”' (closing)"
            ))
        }
      case " ":
        guard isWord(before), isWord(after),
          let mark = [before, after].compactMap({ $0?.character }).first(where: {
            fullWidthPunctuation.contains($0)
          })
        else { continue }
        mistakes.append(
          (
            piece.column,
            "a space beside '\(mark)'; remove it: full-width punctuation takes no space"
          ))
      default:
        if let after, isHan(piece) && isLatin(after) || isLatin(piece) && isHan(after) {
          mistakes.append(
            (
              after.column,
              "no space between \(shown(piece)) and \(shown(after)); put one space between "
                + "Chinese and Latin text or inline code"
            ))
        }
      }
    }
    return mistakes.sorted { $0.column < $1.column }.map {
      Mistake(line: line.number, column: $0.column, message: $0.message)
    }
  }

  /// Whether `mark` directly followed by `after` joins two words as only Chinese prose does.
  ///
  /// English puts a space after these marks; a thousands separator (`1,000`) and a time
  /// (`06:10`) are not marks between words.
  private static func joinsWithoutSpace(_ mark: Character, _ before: Piece?, _ after: Piece?)
    -> Bool
  {
    guard let after, after.character != " " else { return false }
    func isDigit(_ piece: Piece?) -> Bool {
      piece?.character.map { $0.isASCII && $0.isNumber } ?? false
    }
    switch mark {
    case ";": return true
    case ",": return !(isDigit(before) && isDigit(after))
    case ":": return isCode(after)
    default: return false
    }
  }

  private static func isCode(_ piece: Piece?) -> Bool {
    if case .code = piece { true } else { false }
  }

  /// Whether `piece` is a word or a mark that the spacing rule is about: not the `|` of a table
  /// or the `-` of a list, whose spaces are markdown's.
  private static func isWord(_ piece: Piece?) -> Bool {
    isLatin(piece) || isChinese(piece)
  }

  /// `piece` as a failure message shows it.
  private static func shown(_ piece: Piece) -> String {
    piece.character.map { "'\($0)'" } ?? "inline code"
  }

  /// The message for an ASCII mark that should be full width, with its fix.
  private static func replace(_ piece: Piece) -> String {
    let mark = piece.character.map(String.init) ?? ""
    let fullWidth = piece.character.flatMap { fullWidthForms[$0] }.map(String.init) ?? ""
    return "ASCII '\(mark)' in Chinese prose; replace '\(mark)' with '\(fullWidth)'"
  }

  /// The indices of the ASCII single quotes that quote something in Chinese prose.
  ///
  /// A quote opens where no letter or digit stands before it and closes where none stands after
  /// it, so an apostrophe (`It's My Life`) is neither. A pair quotes in Chinese prose when its
  /// nearest neighbour outside (across spaces) is Chinese: `未知命令 'bogus'；`, `'two' 不是`.
  private static func chineseSingleQuotes(in pieces: [Piece]) -> [Int] {
    func isWordCharacter(_ index: Int) -> Bool {
      pieces.indices.contains(index)
        && (isLatin(pieces[index]) || pieces[index] == .opaque(column: pieces[index].column))
    }
    func nearest(from start: Int, by step: Int) -> Piece? {
      var index = start
      while pieces.indices.contains(index), pieces[index].character == " " { index += step }
      return pieces.indices.contains(index) ? pieces[index] : nil
    }
    var result: [Int] = []
    var opening: Int? = nil
    for (index, piece) in pieces.enumerated() where piece.character == "'" {
      if let start = opening, !isWordCharacter(index + 1) {
        if isChinese(nearest(from: start - 1, by: -1))
          || isChinese(nearest(from: index + 1, by: 1))
        {
          result += [start, index]
        }
        opening = nil
      } else if !isWordCharacter(index - 1) {
        opening = index
      }
    }
    return result
  }

  /// The indices of the parentheses that belong to Chinese prose.
  ///
  /// A pair does when it holds Chinese, or when its nearest neighbour outside (across spaces)
  /// is Chinese: `检查器(thread sanitizer)`, `（MVC）`. A pair of ASCII text attached to the
  /// character or interpolation before it reads as code, even unmarked: `removeAll(where:)`,
  /// `min(count, limit)`, `\(name)`.
  private static func chineseParentheses(in pieces: [Piece]) -> Set<Int> {
    func nearest(from start: Int, by step: Int) -> Piece? {
      var index = start
      while pieces.indices.contains(index), pieces[index].character == " " { index += step }
      return pieces.indices.contains(index) ? pieces[index] : nil
    }
    func isChinesePair(_ opening: Int, _ closing: Int) -> Bool {
      let inside = pieces[(opening + 1)..<closing]
      let holdsChinese = inside.contains { isChinese($0) }
      let before = opening > 0 ? pieces[opening - 1] : nil
      // Attached: touching in the text itself, not across markup such as `**Actor**(actor)`.
      let isAttached =
        before == .opaque(column: before?.column ?? 0)
        || before?.character.map { $0 != " " && !isChinese($0) } == true
          && before?.column == pieces[opening].column - 1
      if isAttached && !holdsChinese { return false }
      return holdsChinese || isChinese(nearest(from: opening - 1, by: -1))
        || isChinese(nearest(from: closing + 1, by: 1))
    }
    var result: Set<Int> = []
    var openings: [Int] = []
    for (index, piece) in pieces.enumerated() {
      if piece.character == "(" {
        openings.append(index)
      } else if piece.character == ")", let opening = openings.popLast() {
        if isChinesePair(opening, index) { result.formUnion([opening, index]) }
      } else if piece.character == ")", isHan(nearest(from: index - 1, by: -1)) {
        result.insert(index)
      }
    }
    return result.union(openings.filter { isHan(nearest(from: $0 + 1, by: 1)) })
  }
}
