/// A chapter split into its fenced code blocks and the prose between them.
///
/// Only what the checks need is parsed: fences (``` or ~~~, three or more, indented at most three
/// spaces, closed by a fence of the same character at least as long), the marker comment on the
/// line directly above each, and the prose lines, where headings and links live.
struct MarkdownChapter {
  /// A fenced code block.
  struct Block: Equatable {
    /// The first word after the opening fence (`swift`, `text`), or "" when there is none.
    var language: String
    /// The 1-based line of the opening fence.
    var openingLine: Int
    /// The 1-based line of the closing fence, or `nil` when the block never closes.
    var closingLine: Int?
    /// The lines between the fences, without the fence's own indentation.
    var lines: [String]
    /// What the line directly above the opening fence says about the block.
    var label: Label

    /// The 1-based line in the chapter of the block's line at `index`.
    func chapterLine(ofLineAt index: Int) -> Int { openingLine + 1 + index }
  }

  /// What the line directly above a block says about it.
  enum Label: Equatable {
    /// No marker comment.
    case none
    /// A valid marker, on `line`.
    case marker(Marker, line: Int)
    /// A comment shaped like a marker that is not a valid one, on `line`.
    case invalid(MarkerError, line: Int)
  }

  /// A line outside every fenced block.
  struct ProseLine: Equatable {
    /// The 1-based line number.
    var number: Int
    /// The line's text.
    var text: String
  }

  /// The fenced blocks, in order.
  private(set) var blocks: [Block] = []
  /// The lines outside the fenced blocks, in order.
  private(set) var prose: [ProseLine] = []
  /// Valid markers that are not on the line directly above a fence, so mark nothing.
  private(set) var strayMarkers: [ProseLine] = []

  /// Parses `text`.
  init(_ text: String) {
    var open: (fence: Fence, block: Block)?
    var lineAbove: ProseLine?
    for (index, line) in lines(of: text).enumerated() {
      let number = index + 1
      if var current = open {
        if let fence = Fence(line), fence.closes(current.fence) {
          current.block.closingLine = number
          blocks.append(current.block)
          open = nil
        } else {
          current.block.lines.append(current.fence.removingIndentation(from: line))
          open = current
        }
        lineAbove = nil
      } else if let fence = Fence(line) {
        let block = Block(
          language: fence.language, openingLine: number, closingLine: nil, lines: [],
          label: Self.label(above: lineAbove))
        open = (fence, block)
        lineAbove = nil
      } else {
        let proseLine = ProseLine(number: number, text: line)
        prose.append(proseLine)
        if let lineAbove, (try? Marker.parse(lineAbove.text)) != nil {
          strayMarkers.append(lineAbove)
        }
        lineAbove = proseLine
      }
    }
    if let lineAbove, (try? Marker.parse(lineAbove.text)) != nil {
      strayMarkers.append(lineAbove)
    }
    if let open { blocks.append(open.block) }
  }

  private static func label(above line: ProseLine?) -> Label {
    guard let line else { return .none }
    do {
      guard let marker = try Marker.parse(line.text) else { return .none }
      return .marker(marker, line: line.number)
    } catch {
      return .invalid(error, line: line.number)
    }
  }
}

/// An opening or closing code fence: ``` or ~~~ (or longer), indented at most three spaces.
struct Fence: Equatable {
  /// "`" or "~".
  var character: Character
  /// How many of them.
  var length: Int
  /// The spaces before the fence, which the block's lines lose too.
  var indentation: Int
  /// What follows the fence, trimmed.
  var info: String

  /// The fence `line` holds, or `nil` when it holds none.
  init?(_ line: String) {
    let indentation = line.prefix { $0 == " " }.count
    guard indentation <= 3 else { return nil }
    let rest = line.dropFirst(indentation)
    guard let character = rest.first, character == "`" || character == "~" else { return nil }
    let length = rest.prefix { $0 == character }.count
    let info = String(rest.dropFirst(length)).trimmingWhitespace()
    guard length >= 3, character == "~" || !info.contains("`") else { return nil }
    self.character = character
    self.length = length
    self.indentation = indentation
    self.info = info
  }

  /// The info string's first word, which names the block's language.
  var language: String {
    info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
  }

  /// Whether this fence closes a block that `opening` opened.
  func closes(_ opening: Fence) -> Bool {
    character == opening.character && length >= opening.length && info.isEmpty
  }

  /// `line` without up to ``indentation`` leading spaces, as CommonMark reads a fenced line.
  func removingIndentation(from line: String) -> String {
    let spaces = min(indentation, line.prefix { $0 == " " }.count)
    return String(line.dropFirst(spaces))
  }
}
