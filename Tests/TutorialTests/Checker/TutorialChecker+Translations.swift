import Foundation

/// The checks that keep a translation beside its English page.
///
/// A translation of `Tutorials/01-MVC.md` is `Tutorials/zh-Hans/01-MVC.md`; of any other page,
/// such as the root `README.md` or an exercise's `Exercises/01-mvc-album/README.md`, it is the
/// file beside it named `README.zh-Hans.md`. Its first
/// line records which version of the English page it translates:
///
/// ```markdown
/// <!-- translation-of: ../01-MVC.md fnv1a64: 0123456789abcdef -->
/// ```
///
/// The hash is of the English page's exact bytes, so any edit to the English page fails the
/// check until someone brings the translation up to date and records the new hash. A translation
/// also keeps its English page's outline (the same `##` sections and the same fenced blocks, in
/// the same order), shows the same historical listings and commands, and links to translated
/// pages wherever they exist.
extension TutorialChecker {
  /// The language the course is translated into: a folder under `Tutorials/`, and a suffix for
  /// pages elsewhere.
  static let translationLanguage = "zh-Hans"

  /// The path of the translation of the English page at `english` (root-relative).
  static func translationPath(of english: String) -> String {
    var components = english.split(separator: "/").map(String.init)
    if components.count == 2, components[0] == "Tutorials" {
      components.insert(translationLanguage, at: 1)
    } else if let name = components.last, name.hasSuffix(".md") {
      components[components.count - 1] = "\(name.dropLast(3)).\(translationLanguage).md"
    }
    return components.joined(separator: "/")
  }

  /// The English page that the translation at `path` translates, or `nil` when `path` is no
  /// translation.
  static func englishPath(ofTranslation path: String) -> String? {
    var components = path.split(separator: "/").map(String.init)
    let suffix = ".\(translationLanguage).md"
    if components.count == 3, components[0] == "Tutorials", components[1] == translationLanguage {
      components.remove(at: 1)
    } else if let name = components.last, name.hasSuffix(suffix) {
      components[components.count - 1] = "\(name.dropLast(suffix.count)).md"
    } else {
      return nil
    }
    return components.joined(separator: "/")
  }

  /// The English pages the course translates: every page directly in `Tutorials/`, the root
  /// `README.md` when there is one, and the exercises' pages (``exercisePages()``).
  func pagesToTranslate() -> [String] {
    let chapters = chapterPaths().filter { $0.split(separator: "/").count == 2 }
    return (read("README.md") == nil ? [] : ["README.md"]) + chapters + exercisePages()
  }

  /// The exercises' English pages: the runner's guide `Exercises/README.md`, and each exercise's
  /// instructions, `Exercises/<exercise>/README.md`.
  ///
  /// Deeper files (an exercise's sources, its tests) are the learner's code, not pages.
  func exercisePages() -> [String] {
    exerciseFiles(named: "README.md")
  }

  /// `Exercises/<name>` and `Exercises/<exercise>/<name>` for each that exists, sorted.
  ///
  /// It looks no deeper, so an exercise's `.build` folder is never walked.
  private func exerciseFiles(named name: String) -> [String] {
    let folder = root.appendingPathComponent("Exercises")
    let exercises = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let candidates = ["Exercises/\(name)"] + exercises.sorted().map { "Exercises/\($0)/\(name)" }
    return candidates.filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
  }

  /// The translations that exist, for the pages that ``pagesToTranslate()`` lists and any other.
  func translationPaths() -> [String] {
    let tutorials = files(under: "Tutorials/\(Self.translationLanguage)", withExtension: "md")
    let exercises = exerciseFiles(named: "README.\(Self.translationLanguage).md")
    let root = Self.translationPath(of: "README.md")
    return (read(root) == nil ? [] : [root]) + tutorials + exercises
  }

  /// A problem for each relative link in the page at `path` that reaches no file, or no heading
  /// of the page it names.
  ///
  /// Chapters get this check with the rest of ``checkChapter(_:)``; the exercises' pages show
  /// unmarked sample output, which that check refuses, so they get their links checked alone.
  func checkLinks(in path: String) -> [Problem] {
    guard let text = read(path) else {
      return [Problem(file: path, line: 1, message: "the page could not be read as UTF-8")]
    }
    let page = MarkdownChapter(text)
    return page.links.flatMap { check($0, in: path, chapter: page) }
  }

  /// Every English page without its translation, unless `pending` lists it; every page on
  /// `pending` that is translated (or is no page), so the list cannot rot; and every translation
  /// whose English page does not exist.
  func missingTranslations(pending: [String]) -> [Problem] {
    let pages = pagesToTranslate()
    var problems: [Problem] = []
    for page in pages {
      let translation = Self.translationPath(of: page)
      let isTranslated = read(translation) != nil
      if !isTranslated, !pending.contains(page) {
        problems.append(
          Problem(
            file: page, line: 1,
            message: "this page has no translation: write \(translation), or list the page as "
              + "awaiting translation"))
      } else if isTranslated, pending.contains(page) {
        problems.append(
          Problem(
            file: translation, line: 1,
            message: "\(page) is listed as awaiting translation, but this translation exists: "
              + "take the page off the list, so the checks hold the translation"))
      }
    }
    for page in pending where !pages.contains(page) {
      problems.append(
        Problem(
          file: page, line: 1,
          message: "this page is listed as awaiting translation, but it is no English page of "
            + "the course: take it off the list"))
    }
    for translation in translationPaths() {
      guard let english = Self.englishPath(ofTranslation: translation), read(english) == nil
      else { continue }
      problems.append(
        Problem(
          file: translation, line: 1,
          message: "this translates \(english), which does not exist; rename or remove it"))
    }
    return problems
  }

  // MARK: - One translation

  /// Every way the translation at `path` has drifted from its English page: its record of the
  /// version it translates, its outline, its listings, and links to English pages that have a
  /// translation.
  func checkTranslation(_ path: String) -> [Problem] {
    guard let english = Self.englishPath(ofTranslation: path) else {
      return [Problem(file: path, line: 1, message: "this is not a translation's path")]
    }
    guard let text = read(path), let original = read(english) else {
      return [
        Problem(
          file: path, line: 1,
          message: "this translation or \(english), the page it translates, cannot be read as UTF-8"
        )
      ]
    }
    let translation = MarkdownChapter(text)
    return checkRecord(in: text, at: path, of: english)
      + checkOutline(of: translation, at: path, against: MarkdownChapter(original), english)
      + checkLinksToEnglish(in: translation, at: path)
  }

  /// The first line every translation starts with, for the English page at `english`.
  func record(forTranslationOf english: String, at path: String) -> String {
    let relative = relativeLink(to: english, from: path)
    let hash = pageHash(english) ?? ""
    return "<!-- translation-of: \(relative) fnv1a64: \(hash) -->"
  }

  /// Whether the translation's first line records `english` at its current version.
  private func checkRecord(in text: String, at path: String, of english: String) -> [Problem] {
    let expected = record(forTranslationOf: english, at: path)
    let first = lines(of: text).first ?? ""
    guard let recorded = TranslationRecord(first) else {
      return [
        Problem(
          file: path, line: 1,
          message: "a translation starts by recording the English page it translates and a hash "
            + "of that page's bytes; once the translation follows \(english), write: \(expected)")
      ]
    }
    if resolve(recorded.link, from: path) != english {
      return [
        Problem(
          file: path, line: 1,
          message: "the record names \(recorded.link), but this page translates \(english); "
            + "write: \(expected)")
      ]
    }
    guard let current = pageHash(english), recorded.hash != current else { return [] }
    return [
      Problem(
        file: path, line: 1,
        message: """
          \(english) has changed since this translation was made: it recorded fnv1a64 \
          \(recorded.hash), the page is now \(current).
          Bring the translation up to date with what changed (CONTRIBUTING.md, "Translations", \
          shows how to see it), then record: \(expected)
          """)
    ]
  }

  /// Whether the translation has its English page's `##` sections and fenced blocks in the same
  /// order, and shows the same listings and commands.
  private func checkOutline(
    of translation: MarkdownChapter, at path: String, against original: MarkdownChapter,
    _ english: String
  ) -> [Problem] {
    let ours = OutlineItem.outline(of: translation)
    let theirs = OutlineItem.outline(of: original)
    let sections = ours.compactMap(\.heading)
    let englishSections = theirs.compactMap(\.heading)
    guard sections.count == englishSections.count else {
      // Translated headings cannot be matched by their words, so list both, side by side.
      let pairs = (0..<max(sections.count, englishSections.count)).map { index in
        let english = index < englishSections.count ? englishSections[index] : "(none)"
        let mine = index < sections.count ? sections[index] : "(none)"
        return "  \(english)  |  \(mine)"
      }
      return [
        Problem(
          file: path, line: 1,
          message: "the translation has \(sections.count) ## sections, its English page "
            + "\(english) has \(englishSections.count); translate each one, in the same order:\n"
            + pairs.joined(separator: "\n"))
      ]
    }
    for index in 0..<max(ours.count, theirs.count) {
      let mine = index < ours.count ? ours[index] : nil
      let reference = index < theirs.count ? theirs[index] : nil
      guard let mine, let reference, mine.matches(reference) else {
        return [
          Problem(
            file: path, line: mine?.line ?? translation.lastLine,
            message: """
              from here the translation's outline differs from its English page's
                translation (\(path):\(mine?.line ?? translation.lastLine)): \
              \(mine?.description ?? "(nothing: it ends before this)")
                english     (\(english):\(reference?.line ?? original.lastLine)): \
              \(reference?.description ?? "(nothing: it ends before this)")
              Translate the same ## sections, with the same blocks, in the same order.
              """)
        ]
      }
      if let difference = mine.listingDifference(from: reference) {
        return [
          Problem(
            file: path, line: mine.line + 1 + difference.index,
            message: """
              this ```\(mine.language) block must show what its English page shows; it differs \
              first on this line
                translation: \(quoted(difference.shown))
                english (\(english):\(reference.line + 1 + difference.index)): \
              \(quoted(difference.expected))
              Only a diagram's labels, a command's # comment and a file tree's notes are translated.
              """)
        ]
      }
    }
    return []
  }

  /// A problem for each link to an English page whose translation exists; a link to the page
  /// this one translates is fine: it offers the reader the original.
  private func checkLinksToEnglish(in translation: MarkdownChapter, at path: String) -> [Problem] {
    let original = Self.englishPath(ofTranslation: path)
    return translation.links.filter { !$0.isExternal && !$0.path.isEmpty }.compactMap { link in
      guard let target = resolve(link.path, from: path), target.hasSuffix(".md"),
        target != original, Self.englishPath(ofTranslation: target) == nil
      else { return nil }
      let translated = Self.translationPath(of: target)
      guard translated != target, read(translated) != nil else { return nil }
      return Problem(
        file: path, line: link.line,
        message: "the link \(link.written) leads a reader of the translation to the English "
          + "\(target); link its translation, \(relativeLink(to: translated, from: path))")
    }
  }

  /// The FNV-1a 64 hash of the exact bytes of the file at `path`, or `nil` when it cannot be read.
  func pageHash(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map {
      FNV1a64.hexDigest(of: $0)
    }
  }

  /// The link from the file at `path` to the file at `target`, both root-relative.
  func relativeLink(to target: String, from path: String) -> String {
    let folder = path.split(separator: "/").dropLast()
    let destination = target.split(separator: "/")
    let shared = zip(folder, destination).prefix { $0 == $1 }.count
    let ups = Array(repeating: "..", count: folder.count - shared)
    return (ups + destination.dropFirst(shared).map(String.init)).joined(separator: "/")
  }
}

/// The first line of a translation: `<!-- translation-of: <link> fnv1a64: <16 hex digits> -->`.
struct TranslationRecord: Equatable {
  /// The link to the English page, relative to the translation.
  var link: String
  /// The FNV-1a 64 hash of the English page's bytes, as 16 lowercase hexadecimal digits.
  var hash: String

  /// Reads `line`, or `nil` when it is not a record.
  init?(_ line: String) {
    let words = line.split(separator: " ").map(String.init)
    guard words.count == 6, words[0] == "<!--", words[1] == "translation-of:",
      words[3] == "fnv1a64:", words[5] == "-->", words[4].count == 16,
      words[4].allSatisfy({ $0.isHexDigit && !$0.isUppercase })
    else { return nil }
    link = words[2]
    hash = words[4]
  }
}

/// One step of a page's outline: a `##` section or a fenced block, which a translation must have
/// in the same order.
struct OutlineItem: CustomStringConvertible {
  /// The 1-based line of the heading, or of the block's opening fence.
  var line: Int
  /// The heading's text, or `nil` for a block.
  var heading: String?
  /// The block's language ("" for a heading).
  var language: String
  /// The block's marker, or `nil`.
  var marker: Marker?
  /// The block's lines (none for a heading).
  var lines: [String]

  /// The `##` headings and fenced blocks of `chapter`, in order.
  static func outline(of chapter: MarkdownChapter) -> [OutlineItem] {
    let headings = chapter.prose.compactMap { line -> OutlineItem? in
      guard line.text.hasPrefix("## "), let text = MarkdownChapter.headingText(line.text) else {
        return nil
      }
      return OutlineItem(line: line.number, heading: text, language: "", marker: nil, lines: [])
    }
    let blocks = chapter.blocks.map { block in
      var marker: Marker?
      if case .marker(let found, _) = block.label { marker = found }
      return OutlineItem(
        line: block.openingLine, heading: nil, language: block.language, marker: marker,
        lines: block.lines)
    }
    return (headings + blocks).sorted { $0.line < $1.line }
  }

  /// Whether this item stands where `other` stands in the English outline: both sections (whose
  /// headings are translated), or blocks of the same language with the same marker.
  ///
  /// A translation may show the same lines of the session in its own language instead of the
  /// English one, where the demo has such a golden file: `BlueLibraryZhHans#lines 1-21` stands
  /// where the English page shows `BlueLibrary#lines 1-21`.
  func matches(_ other: OutlineItem) -> Bool {
    guard (heading == nil) == (other.heading == nil), language == other.language else {
      return false
    }
    if case .output(let demo, let lines) = marker,
      case .output(let englishDemo, let englishLines) = other.marker,
      demo == englishDemo + Self.translatedSessionSuffix, lines == englishLines
    {
      return true
    }
    return marker == other.marker
  }

  /// How a translated session's golden file is named after the English one: `BlueLibrary` in
  /// Simplified Chinese is `BlueLibraryZhHans` (a demo's name is letters and digits only).
  static let translatedSessionSuffix = "ZhHans"

  /// Where this block's lines first differ from the English block's, when they must agree.
  ///
  /// Quoted code and output are held to their sources by the chapter checks, and a diagram's
  /// labels are translated; every other block (a historical listing, commands, a file tree) must
  /// be the English one, except for its notes: a shell command's trailing `# comment`, and in an
  /// unmarked ```text block the note after a gap of two or more spaces (`Sources/   the code`).
  func listingDifference(from english: OutlineItem) -> LineDifference? {
    guard heading == nil, language != "mermaid" else { return nil }
    let strip: (String) -> String
    switch (marker, language) {
    case (.include, _), (.output, _): return nil
    case (nil, "sh"): strip = { Self.beforeNote($0, startingWith: " #") }
    case (nil, "text"): strip = { Self.beforeNote($0, startingWith: "  ", afterText: true) }
    default: strip = { $0 }
    }
    return firstDifference(shown: lines.map(strip), expected: english.lines.map(strip))
  }

  /// `line` up to the first `separator` (after some text, when `afterText` is set: indentation
  /// is no note), without trailing spaces.
  private static func beforeNote(
    _ line: String, startingWith separator: String, afterText: Bool = false
  ) -> String {
    let start = afterText ? line.firstIndex { $0 != " " } ?? line.endIndex : line.startIndex
    var kept = line
    if let note = line[start...].range(of: separator) {
      kept = String(line[..<note.lowerBound])
    }
    while kept.last == " " { kept.removeLast() }
    return kept
  }

  var description: String {
    if let heading { return "the section '## \(heading)'" }
    let label =
      switch marker {
      case .include(let path, let region): " quoting \(path)" + (region.map { "#\($0)" } ?? "")
      case .historical(let year): " from \(year)"
      case .output(let demo, let lines):
        " showing \(demo)'s output"
          + (lines.map { " (lines \($0.lowerBound)-\($0.upperBound))" } ?? "")
      case nil: ""
      }
    return "a ```\(language) block\(label)"
  }
}

extension MarkdownChapter {
  /// The number of the chapter's last line, where a problem about its end is reported.
  var lastLine: Int {
    max(prose.last?.number ?? 1, blocks.last.map { $0.closingLine ?? $0.openingLine } ?? 1)
  }
}
