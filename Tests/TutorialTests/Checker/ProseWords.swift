/// How many words of prose a chapter asks its reader to get through.
///
/// Code blocks, HTML comments (markers) and the answers folded into `<details>` are not counted:
/// the length limit is about the prose a learner must read, and code is quoted, not written
/// again. Links count as their visible text, without their addresses.
///
/// A word is a run of characters between spaces holding at least one letter or digit, so `—`
/// and `|` in a table are not words. Chinese and Japanese are written without spaces, so each of
/// their characters (a Han ideograph or a kana) counts as one word on its own, the usual measure
/// for those languages: a translated chapter in `Tutorials/zh-Hans/` is measured sensibly too.
func proseWordCount(in chapter: MarkdownChapter) -> Int {
  var count = 0
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
    count += wordCount(MarkdownChapter.visibleText(kept))
  }
  return count
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

/// The words in `text`: space-separated runs with a letter or digit, each CJK character one.
func wordCount(_ text: String) -> Int {
  text.split(whereSeparator: \.isWhitespace).reduce(0) { count, run in
    let cjk = run.unicodeScalars.filter(isCJK).count
    let hasOtherWord = run.unicodeScalars.contains {
      !isCJK($0) && ($0.properties.isAlphabetic || $0.properties.numericType != nil)
    }
    return count + cjk + (hasOtherWord ? 1 : 0)
  }
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
