import Foundation

/// A link in a chapter's prose: `[text](destination)`, `![alt](destination)`, or a reference
/// definition `[label]: destination`.
struct MarkdownLink: Equatable {
  /// The 1-based line the link is on.
  var line: Int
  /// The link as written, for messages: `[text](destination)`.
  var written: String
  /// Where it points, without angle brackets or a title.
  var destination: String

  /// Whether the link leaves the repository (`https:`, `mailto:`...): such links are not fetched.
  var isExternal: Bool {
    guard let colon = destination.firstIndex(of: ":") else { return false }
    let scheme = destination[..<colon]
    return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || "+-.".contains($0) }
  }

  /// The part before `#`, percent-decoded: a path relative to the chapter ("" for the chapter).
  var path: String {
    let path = String(destination.prefix { $0 != "#" })
    return path.removingPercentEncoding ?? path
  }

  /// The part after `#`, percent-decoded, or `nil` when there is none.
  var anchor: String? {
    guard let hash = destination.firstIndex(of: "#") else { return nil }
    let anchor = String(destination[destination.index(after: hash)...])
    return anchor.removingPercentEncoding ?? anchor
  }
}

extension MarkdownChapter {
  /// The links in the prose, in order; code spans and fenced blocks hold none.
  ///
  /// Links are read a paragraph at a time, so a link whose text wraps onto the next line is
  /// found; its ``MarkdownLink/line`` is the line where it starts.
  var links: [MarkdownLink] {
    paragraphs.flatMap { paragraph in
      var links: [MarkdownLink] = []
      var text: [ProseLine] = []
      for line in paragraph {
        if let definition = Self.referenceDefinition(in: line) {
          links.append(definition)
        } else {
          text.append(line)
        }
      }
      guard let first = text.first else { return links }
      let joined = text.map(\.text).joined(separator: "\n")
      // In the order they appear: definitions sit on lines of their own.
      return (links + Self.inlineLinks(in: Substring(joined), firstLine: first.number))
        .enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        .map(\.element)
    }
  }

  /// Runs of consecutive, non-blank prose lines.
  private var paragraphs: [[ProseLine]] {
    var paragraphs: [[ProseLine]] = []
    var current: [ProseLine] = []
    for line in prose {
      if isBlank(line.text) || current.last.map({ $0.number + 1 != line.number }) ?? false {
        if !current.isEmpty { paragraphs.append(current) }
        current = []
      }
      if !isBlank(line.text) { current.append(line) }
    }
    if !current.isEmpty { paragraphs.append(current) }
    return paragraphs
  }

  /// The anchors of the chapter's headings, as GitHub makes them (see ``slug(forHeading:)``).
  var headingAnchors: Set<String> {
    var anchors: Set<String> = []
    var uses: [String: Int] = [:]
    for line in prose {
      guard let heading = Self.headingText(line.text) else { continue }
      let slug = Self.slug(forHeading: heading)
      let previousUses = uses[slug, default: 0]
      uses[slug] = previousUses + 1
      anchors.insert(previousUses == 0 ? slug : "\(slug)-\(previousUses)")
    }
    return anchors
  }

  /// The text of an ATX heading (`## Title`, without a closing run of `#`), or `nil`.
  static func headingText(_ line: String) -> String? {
    let indentation = line.prefix { $0 == " " }.count
    guard indentation <= 3 else { return nil }
    let rest = line.dropFirst(indentation)
    let level = rest.prefix { $0 == "#" }.count
    guard (1...6).contains(level) else { return nil }
    let afterHashes = rest.dropFirst(level)
    guard afterHashes.isEmpty || afterHashes.first == " " || afterHashes.first == "\t" else {
      return nil
    }
    var text = String(afterHashes).trimmingWhitespace()
    let closingHashes = text.reversed().prefix { $0 == "#" }.count
    let beforeClosing = text.dropLast(closingHashes)
    if closingHashes > 0, beforeClosing.isEmpty || beforeClosing.hasSuffix(" ") {
      text = String(beforeClosing).trimmingWhitespace()
    }
    return text
  }

  /// The anchor GitHub gives a heading: its visible text in lower case, with every character
  /// that is not a letter, a digit, `-`, `_` or a space removed, and each space made a `-`.
  ///
  /// `## 2014 → today` becomes `#2014--today`: the arrow goes, both spaces stay. A heading that
  /// repeats an earlier one gets `-1`, `-2`... (see ``headingAnchors``).
  static func slug(forHeading heading: String) -> String {
    visibleText(heading).lowercased().compactMap { character -> Character? in
      if character == " " { return "-" }
      if character.isLetter || character.isNumber || character == "-" || character == "_" {
        return character
      }
      return nil
    }.reduce(into: "") { $0.append($1) }
  }

  /// `text` as a reader sees it: links shown as their text, code spans without their backticks,
  /// no emphasis stars and no HTML tags.
  static func visibleText(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let character = rest.first {
      if character == "[", let link = parseInlineLink(rest) {
        result += visibleText(String(link.text))
        rest = link.rest
      } else if character == "!", rest.dropFirst().first == "[",
        let link = parseInlineLink(rest.dropFirst())
      {
        result += visibleText(String(link.text))
        rest = link.rest
      } else if character == "`" {
        // A code span's text is shown as written: `Mutex<[String]>` holds no HTML tag.
        let afterSpan = skippingCodeSpan(rest)
        result += rest[..<afterSpan.startIndex].filter { $0 != "`" }
        rest = afterSpan
      } else if character == "<", rest.dropFirst().first.map({ $0.isLetter || $0 == "/" }) == true,
        let close = rest.firstIndex(of: ">")
      {
        rest = rest[rest.index(after: close)...]
      } else if character == "*" {
        rest = rest.dropFirst()
      } else {
        result.append(character)
        rest = rest.dropFirst()
      }
    }
    return result
  }

  /// `[label]: destination` on a line of its own.
  private static func referenceDefinition(in line: ProseLine) -> MarkdownLink? {
    let trimmed = line.text.trimmingWhitespace()
    guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]"),
      trimmed[close...].hasPrefix("]:")
    else { return nil }
    let destination = destination(
      in: trimmed[trimmed.index(close, offsetBy: 2)...].drop { $0 == " " })
    return MarkdownLink(line: line.number, written: trimmed, destination: destination)
  }

  /// Every `[text](destination)` in `text`, which starts on line `firstLine`, skipping code
  /// spans and escaped brackets.
  private static func inlineLinks(in text: Substring, firstLine: Int) -> [MarkdownLink] {
    var links: [MarkdownLink] = []
    var rest = text
    while let character = rest.first {
      if character == "\\" {
        rest = rest.dropFirst(2)
      } else if character == "`" {
        rest = skippingCodeSpan(rest)
      } else if character == "[", let link = parseInlineLink(rest) {
        let line = firstLine + text[..<rest.startIndex].filter { $0 == "\n" }.count
        let written = rest[..<link.rest.startIndex].replacingOccurrences(of: "\n", with: " ")
        links.append(
          MarkdownLink(line: line, written: written, destination: destination(in: link.destination))
        )
        // A link's text may hold an image that links somewhere itself: [![alt](image)](page).
        links += inlineLinks(in: link.text, firstLine: line)
        rest = link.rest
      } else {
        rest = rest.dropFirst()
      }
    }
    return links
  }

  /// `[text](destination)` at the start of `text`: the text, the raw destination, what follows.
  private static func parseInlineLink(
    _ text: Substring
  ) -> (text: Substring, destination: Substring, rest: Substring)? {
    guard text.first == "[", let closeBracket = matchingClose(in: text, open: "[", close: "]")
    else { return nil }
    let afterBracket = text[text.index(after: closeBracket)...]
    guard afterBracket.first == "(",
      let closeParenthesis = matchingClose(in: afterBracket, open: "(", close: ")")
    else { return nil }
    return (
      text[text.index(after: text.startIndex)..<closeBracket],
      afterBracket[afterBracket.index(after: afterBracket.startIndex)..<closeParenthesis],
      afterBracket[afterBracket.index(after: closeParenthesis)...]
    )
  }

  /// The index of the `close` that balances the `open` starting `text`, skipping code spans.
  private static func matchingClose(
    in text: Substring, open: Character, close: Character
  ) -> Substring.Index? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\\" {
        index = text.index(after: index)
      } else if character == "`" && open == "[" {
        let rest = skippingCodeSpan(text[index...])
        index = rest.startIndex
        continue
      } else if character == open {
        depth += 1
      } else if character == close {
        depth -= 1
        if depth == 0 { return index }
      }
      guard index < text.endIndex else { break }
      index = text.index(after: index)
    }
    return nil
  }

  /// `text` after the code span that starts it, or after its opening backticks when unclosed.
  private static func skippingCodeSpan(_ text: Substring) -> Substring {
    let ticks = text.prefix { $0 == "`" }
    let afterTicks = text[ticks.endIndex...]
    guard let end = afterTicks.firstRange(of: ticks) else { return afterTicks }
    return afterTicks[end.upperBound...]
  }

  /// The destination inside `(...)`: without `<...>` around it and without a `"title"`.
  private static func destination(in raw: Substring) -> String {
    let trimmed = String(raw).trimmingWhitespace()
    if trimmed.hasPrefix("<"), let close = trimmed.firstIndex(of: ">") {
      return String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
    }
    return String(trimmed.prefix { $0 != " " })
  }
}
