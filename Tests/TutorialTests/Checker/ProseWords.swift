/// How many words of prose a chapter asks its reader to get through.
///
/// Code blocks, HTML comments (markers) and the answers folded into `<details>` are not counted:
/// the length limit is about the prose a learner must read, and code is quoted, not written
/// again. Links count as their visible text, without their addresses.
///
/// A word is a run of characters between spaces holding at least one letter or digit, so `—`
/// and `|` in a table are not words. Chinese and Japanese are written without spaces, so their
/// characters (Han ideographs and kana) are counted one by one and converted into words at
/// ``cjkCharactersPerWord``: a translated chapter in `Tutorials/zh-Hans/` is held to the same
/// reading time as the English one.
func proseWordCount(in chapter: MarkdownChapter) -> Int {
  var length = ProseLength()
  var inComment = false
  var inAnswer = false
  for line in chapter.prose {
    var text = Substring(line.text)
    var kept = ""
    while !text.isEmpty {
      if inComment {
        guard let end = text.firstRange(of: "-->") else { break }
        inComment = false
        text = text[end.upperBound...]
      } else if inAnswer {
        guard let end = text.firstRange(of: "</details>") else { break }
        inAnswer = false
        text = text[end.upperBound...]
      } else if let start = firstOpening(in: text) {
        kept += text[..<start.lowerBound]
        if text[start].hasPrefix("<!--") { inComment = true } else { inAnswer = true }
        text = text[start.upperBound...]
      } else {
        kept += text
        text = ""
      }
    }
    length += ProseLength(MarkdownChapter.visibleText(kept))
  }
  return length.words
}

/// The first `<!--` or `<details>` in `text` outside a code span: written as `` `<details>` ``,
/// it is a name in the prose, not an answer.
private func firstOpening(in text: Substring) -> Range<Substring.Index>? {
  var index = text.startIndex
  while index < text.endIndex {
    let rest = text[index...]
    if rest.first == "`" {
      let ticks = rest.prefix { $0 == "`" }
      let afterTicks = rest[ticks.endIndex...]
      index = afterTicks.firstRange(of: ticks)?.upperBound ?? ticks.endIndex
      continue
    }
    for opening in ["<!--", "<details>"] where rest.hasPrefix(opening) {
      return index..<text.index(index, offsetBy: opening.count)
    }
    index = text.index(after: index)
  }
  return nil
}

/// How many Chinese characters say as much as one English word.
///
/// Measured on this course: the chapters whose translations read as natural Chinese (2 and 3)
/// hold 1.43 and 1.53 characters per word of their English pages. Counting one character as one
/// word held the translations to two thirds of the English text's room, and they read as
/// telegrams.
let cjkCharactersPerWord = 1.5

/// The length of some prose: its space-separated words, and its CJK characters apart.
struct ProseLength {
  /// Runs between spaces holding a letter or digit that is not CJK.
  var spacedWords = 0
  /// Han ideographs and kana, which are written without spaces.
  var cjkCharacters = 0

  init() {}

  /// The length of `text`.
  init(_ text: String) {
    for run in text.split(whereSeparator: \.isWhitespace) {
      cjkCharacters += run.unicodeScalars.filter(isCJK).count
      let hasOtherWord = run.unicodeScalars.contains {
        !isCJK($0) && ($0.properties.isAlphabetic || $0.properties.numericType != nil)
      }
      spacedWords += hasOtherWord ? 1 : 0
    }
  }

  /// The length in words, the CJK characters converted at ``cjkCharactersPerWord``.
  var words: Int {
    spacedWords + Int((Double(cjkCharacters) / cjkCharactersPerWord).rounded())
  }

  static func += (length: inout ProseLength, other: ProseLength) {
    length.spacedWords += other.spacedWords
    length.cjkCharacters += other.cjkCharacters
  }
}

/// The words in `text`: space-separated runs with a letter or digit, and CJK characters
/// converted at ``cjkCharactersPerWord``.
func wordCount(_ text: String) -> Int {
  ProseLength(text).words
}

/// Whether `scalar` is a Han ideograph, hiragana or katakana: scripts written without spaces.
func isCJK(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
    return true
  default:
    return false
  }
}
