/// A line of code as a mention check reads it: one line of the file, or several joined when a
/// parenthesis opened on the first closes only on a later one.
///
/// A learner may wrap a signature after a parameter, as Xcode does a long one:
/// `func addAlbum(_ album: Album,` over `at index: Int) throws(PersistencyError) {`. Read one
/// line at a time, the first half looks like a second `addAlbum` and the rest like no
/// declaration at all, so a right signature is refused and a wrong one passes. Joined, each is
/// the one signature it is: `func addAlbum(_ album: Album, at index: Int) …`.
///
/// The lines are joined by one space, each without the indentation it had. At most
/// ``maximumJoined`` lines are joined, so a parenthesis that never closes (inside a multi-line
/// string, say) cannot swallow the rest of the file.
struct LogicalLine: Equatable {
  /// One line of the file within a logical line.
  struct Piece: Equatable {
    /// Where the line's text starts in ``LogicalLine/text``, in characters.
    let offset: Int
    /// The line's number in the file, from 1.
    let line: Int
    /// How many characters of indentation were left out before it.
    let indentation: Int
  }

  /// The most lines one logical line joins.
  static let maximumJoined = 12

  /// The code, its lines joined by a space each.
  let text: String
  /// The lines it joins, in order: the first one's offset is 0.
  let pieces: [Piece]

  /// The line and column (both from 1) in the file of the character at `offset` in ``text``.
  func location(ofCharacterAt offset: Int) -> (line: Int, column: Int) {
    guard let piece = pieces.last(where: { $0.offset <= offset }) ?? pieces.first else {
      return (1, offset + 1)
    }
    return (piece.line, offset - piece.offset + piece.indentation + 1)
  }
}

extension Array where Element == String {
  /// The lines of code (`String.codeLines`, so comments are already left out) grouped into
  /// logical lines: a line whose parentheses (outside string literals) are not all closed is
  /// joined with the next ones, until they are, or ``LogicalLine/maximumJoined`` are joined.
  var logicalLines: [LogicalLine] {
    var logical: [LogicalLine] = []
    var text = ""
    var pieces: [LogicalLine.Piece] = []
    var depth = 0
    for (index, line) in enumerated() {
      var code = Substring(line)
      var indentation = 0
      if !pieces.isEmpty {
        let trimmed = code.drop { $0 == " " || $0 == "\t" }
        indentation = code.count - trimmed.count
        code = trimmed
        text += " "
      }
      pieces.append(.init(offset: text.count, line: index + 1, indentation: indentation))
      text += code
      for character in code.indicesOutsideStringLiterals.map({ code[$0] }) {
        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
      }
      if depth <= 0 || pieces.count == LogicalLine.maximumJoined || index == count - 1 {
        logical.append(LogicalLine(text: text, pieces: pieces))
        text = ""
        pieces = []
        depth = 0
      }
    }
    return logical
  }
}
