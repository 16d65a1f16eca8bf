import Foundation

/// The checks that hold a chapter to the course's shape: diagrams that name real types, the
/// sections every pattern chapter has, and prose a learner can finish.
extension TutorialChecker {
  /// The `##` sections every pattern chapter has, in the words of its headings.
  static let teachingSections = [
    "When to use it, and when not", "Trade-offs", "Related patterns", "In your iOS app today",
    "Check yourself",
  ]

  /// The order a pattern chapter's closing sections come in (the course's arc): the teaching
  /// sections, with the pitfalls before the questions.
  static let closingSectionsInOrder = [
    "When to use it, and when not", "Trade-offs", "Related patterns", "In your iOS app today",
    "Pitfalls", "Check yourself",
  ]

  /// The most words of prose (see ``proseWordCount(in:)``) a chapter may ask a learner to read.
  static let proseWordLimit = 3_000

  /// The chapter's number when `path` names a numbered chapter (`Tutorials/05-Adapter.md`, or
  /// `Tutorials/zh-Hans/05-Adapter.md`), else `nil`.
  static func chapterNumber(of path: String) -> Int? {
    guard let name = path.split(separator: "/").last, name.hasSuffix(".md"),
      let dash = name.firstIndex(of: "-"), name.distance(from: name.startIndex, to: dash) == 2
    else { return nil }
    return Int(name[..<dash])
  }

  /// Whether the chapter at `path` teaches one pattern: chapters 01 to 09.
  static func isPatternChapter(_ path: String) -> Bool {
    chapterNumber(of: path).map { (1...9).contains($0) } ?? false
  }

  /// Whether `path` is a translation: a chapter in a language folder such as `Tutorials/zh-Hans/`.
  ///
  /// A translation's headings are translated, so the teaching sections are checked, by their
  /// English names, in the English chapters only; its diagrams, code, links and length are
  /// checked like any chapter's.
  static func isTranslation(_ path: String) -> Bool {
    path.split(separator: "/").count > 2
  }

  /// How many questions a "Check yourself" section asks: each answer is one `<details>` block.
  static let questionsToCheckYourself = 3...5

  /// Every type declared or extended by a Swift file under `folder`.
  func declaredTypes(under folder: String) -> Set<String> {
    files(under: folder, withExtension: "swift").reduce(into: []) { names, path in
      if let text = read(path) { names.formUnion(declaredTypeNames(in: text)) }
    }
  }

  /// The problems of one ```mermaid block: a kind the checker cannot read, or a name that is
  /// not a type in `types`.
  func checkDiagram(
    _ block: MarkdownChapter.Block, in chapter: String, types: Set<String>
  ) -> [Problem] {
    let diagram = MermaidDiagram(lines: block.lines)
    guard MermaidDiagram.readableKinds.contains(diagram.kind) else {
      return [
        Problem(
          file: chapter, line: block.openingLine,
          message: "this mermaid block is a '\(diagram.kind)'; draw a classDiagram or a "
            + "sequenceDiagram, whose names the checker can hold to the code")
      ]
    }
    return diagram.names.filter { !types.contains($0.name) }.map { name in
      Problem(
        file: chapter, line: block.chapterLine(ofLineAt: name.lineIndex),
        message: "the diagram names '\(name.name)', which no file under Sources/ declares; "
          + "use the real type's name, and put free text in quotes or after a ':'")
    }
  }

  /// The teaching sections and the diagram that the pattern chapter at `path` lacks, closing
  /// sections out of the course's order, and a "Check yourself" that does not ask 3 to 5
  /// questions with their answers folded away.
  func missingTeaching(in path: String) -> [Problem] {
    guard let text = read(path) else {
      return [Problem(file: path, line: 1, message: "the chapter could not be read as UTF-8")]
    }
    let chapter = MarkdownChapter(text)
    let headings = Set(
      chapter.prose.filter { $0.text.hasPrefix("## ") }.compactMap {
        MarkdownChapter.headingText($0.text)
      })
    var missing = Self.teachingSections.filter { !headings.contains($0) }.map { "'## \($0)'" }
    if !chapter.blocks.contains(where: { $0.language == "mermaid" }) {
      missing.append("a ```mermaid diagram of the roles")
    }
    var problems: [Problem] = []
    if !missing.isEmpty {
      problems.append(
        Problem(
          file: path, line: 1,
          message: "this pattern chapter lacks " + missing.joined(separator: ", ")))
    }
    if let section = section("Check yourself", of: chapter) {
      let answers = section.lines.filter { $0.text.contains("<details>") }.count
      if !Self.questionsToCheckYourself.contains(answers) {
        problems.append(
          Problem(
            file: path, line: section.headingLine,
            message: "'Check yourself' has \(answers) answers in <details>; ask "
              + "\(Self.questionsToCheckYourself.lowerBound) to "
              + "\(Self.questionsToCheckYourself.upperBound) questions, each answer folded in "
              + "its own <details>"))
      }
    }
    // By line, as a reader meets them.
    return (problems + sectionsOutOfOrder(in: chapter, at: path)).sorted { $0.line < $1.line }
  }

  /// A problem for each closing section that comes after one it should precede.
  private func sectionsOutOfOrder(in chapter: MarkdownChapter, at path: String) -> [Problem] {
    let order = Self.closingSectionsInOrder
    var latest: (title: String, rank: Int)?
    var problems: [Problem] = []
    for line in chapter.prose where line.text.hasPrefix("## ") {
      guard let title = MarkdownChapter.headingText(line.text),
        let rank = order.firstIndex(of: title)
      else { continue }
      if let latest, rank < latest.rank {
        problems.append(
          Problem(
            file: path, line: line.number,
            message: "'## \(title)' comes after '## \(latest.title)'; order the sections as "
              + "the course does: " + order.joined(separator: " → ")))
      } else {
        latest = (title, rank)
      }
    }
    return problems
  }

  /// The prose lines under the `##` heading `title`, up to the next `##` heading.
  private func section(
    _ title: String, of chapter: MarkdownChapter
  ) -> (headingLine: Int, lines: [MarkdownChapter.ProseLine])? {
    guard
      let heading = chapter.prose.firstIndex(where: {
        $0.text.hasPrefix("## ") && MarkdownChapter.headingText($0.text) == title
      })
    else { return nil }
    let rest = chapter.prose[(heading + 1)...]
    let end = rest.firstIndex { $0.text.hasPrefix("## ") } ?? rest.endIndex
    return (chapter.prose[heading].number, Array(rest[..<end]))
  }

  /// The problem when the chapter at `path` has more than `limit` words of prose.
  func proseTooLong(in path: String, limit: Int = proseWordLimit) -> [Problem] {
    guard let text = read(path) else {
      return [Problem(file: path, line: 1, message: "the chapter could not be read as UTF-8")]
    }
    let words = proseWordCount(in: MarkdownChapter(text))
    guard words > limit else { return [] }
    return [
      Problem(
        file: path, line: 1,
        message: "the chapter has \(words) words of prose, over the \(limit) a learner is asked "
          + "to read; tighten it, or move depth to an appendix")
    ]
  }
}
