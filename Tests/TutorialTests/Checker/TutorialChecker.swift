import Foundation

/// Checks a package's tutorial chapters against its code, its demos' output and each other.
///
/// Every markdown file under `Tutorials/` (at any depth, so translations in `Tutorials/zh-Hans/`
/// are checked the same way) is a chapter. In a chapter:
/// - a ```swift block must be marked: quoted from a source file (`<!-- include: path#region -->`),
///   byte for byte, or an old listing (`<!-- historical: 2014 -->`);
/// - a ```text or ```console block marked `<!-- output: Demo -->` must be the demo's golden
///   output (`Tests/DemoTests/Golden/Demo.txt`), whole or the lines it names;
/// - every fenced block names its language, so no Swift slips past unmarked;
/// - a ```mermaid diagram names only types that `Sources/` declares (see ``MermaidDiagram``);
/// - every relative link reaches a file in the package, and a `#anchor` into a chapter reaches
///   one of its headings.
///
/// Paths in markers are relative to the package root; links are relative to the chapter, as
/// GitHub reads them.
struct TutorialChecker {
  /// The package root: the folder holding `Tutorials/`, `Sources/` and `Tests/`.
  let root: URL

  /// Where the checker finds the demos' golden files, relative to the root.
  static let goldenFolder = "Tests/DemoTests/Golden"

  /// The chapters: every `.md` file under `Tutorials/`, as root-relative paths, sorted.
  func chapterPaths() -> [String] {
    files(under: "Tutorials", withExtension: "md")
  }

  /// The root-relative paths of the files under `folder` whose names end in `.ext`, sorted.
  func files(under folder: String, withExtension ext: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".\(ext)") }
      .map { "\(folder)/\($0)" }
      .sorted()
  }

  // MARK: - Chapters

  /// Every problem in the chapter at `path` (root-relative), in the order of its lines.
  func checkChapter(_ path: String) -> [Problem] {
    guard let text = read(path) else {
      return [Problem(file: path, line: 1, message: "the chapter could not be read as UTF-8")]
    }
    let chapter = MarkdownChapter(text)
    var problems: [Problem] = []
    for block in chapter.blocks {
      problems += check(block, in: path)
    }
    let diagrams = chapter.blocks.filter { $0.language == "mermaid" }
    if !diagrams.isEmpty {
      let types = declaredTypes(under: "Sources")
      for diagram in diagrams {
        problems += checkDiagram(diagram, in: path, types: types)
      }
    }
    for stray in chapter.strayMarkers {
      problems.append(
        Problem(
          file: path, line: stray.number,
          message:
            "this marker marks nothing: put it on the line directly above the block's opening "
            + "fence, with no blank line between"))
    }
    for link in chapter.links {
      problems += check(link, in: path, chapter: chapter)
    }
    // Sorted by line; problems on one line keep the order they were found in.
    return problems.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }
    .map(\.element)
  }

  /// The problems of one fenced block: its marker, and whether it shows what the marker says.
  func check(_ block: MarkdownChapter.Block, in chapter: String) -> [Problem] {
    var problems: [Problem] = []
    func problem(_ line: Int, _ message: String) {
      problems.append(Problem(file: chapter, line: line, message: message))
    }
    if block.closingLine == nil {
      problem(block.openingLine, "this fenced block never closes")
    }
    if block.language.isEmpty {
      problem(
        block.openingLine,
        "this fenced block names no language; write ```swift, ```text, ```sh... so the "
          + "checker knows whether it quotes code")
    }
    let isSwift = block.language == "swift"
    let isOutput = block.language == "text" || block.language == "console"
    switch block.label {
    case .none where isSwift:
      problem(
        block.openingLine,
        "this ```swift block is not marked; on the line above, quote the code with "
          + "<!-- include: Sources/<path>.swift#<region> -->, or mark an old listing with "
          + "<!-- historical: 2014 -->")
    case .none:
      break
    case .invalid(let error, let line):
      problem(line, error.message)
    case .marker(.include(let path, let region), let line):
      if isSwift {
        problems += checkQuote(block, in: chapter, of: path, region: region)
      } else {
        problem(line, "an include marker belongs above a ```swift block, not ```\(block.language)")
      }
    case .marker(.historical, let line):
      if !isSwift {
        problem(
          line, "a historical marker belongs above a ```swift block, not ```\(block.language)")
      }
    case .marker(.output(let demo, let range), let line):
      if isOutput {
        problems += checkOutput(block, in: chapter, of: demo, lines: range)
      } else {
        problem(
          line,
          "an output marker belongs above a ```text or ```console block, not ```\(block.language)")
      }
    }
    return problems
  }

  /// Whether `block` is byte for byte the region `region` of the file at `path` (the whole
  /// file when `region` is `nil`).
  func checkQuote(
    _ block: MarkdownChapter.Block, in chapter: String, of path: String, region: String?
  ) -> [Problem] {
    let reference = path + (region.map { "#\($0)" } ?? "")
    let markerLine = block.openingLine - 1
    guard let text = read(path) else {
      return [
        Problem(
          file: chapter, line: markerLine,
          message: "the include names \(path), which is not a file in the package")
      ]
    }
    let source = SwiftSource(path: path, text: text)
    guard let excerpt = source.excerpt(region) else {
      let names = source.regions.map(\.name)
      return [
        Problem(
          file: chapter, line: markerLine,
          message: "\(path) has no region '\(region ?? "")'; its regions are: "
            + (names.isEmpty ? "none" : names.joined(separator: ", ")))
      ]
    }
    guard
      let difference = firstDifference(shown: block.lines, expected: excerpt.map(\.text))
    else { return [] }
    let chapterLine = block.chapterLine(ofLineAt: difference.index)
    let sourceLine =
      difference.index < excerpt.count ? excerpt[difference.index].number : source.lineAfter(region)
    return [
      Problem(
        file: chapter, line: chapterLine,
        message: """
          the ```swift block quoting \(reference) differs from it, first on this line
            chapter (\(chapter):\(chapterLine)): \(quoted(difference.shown))
            source  (\(path):\(sourceLine)): \(quoted(difference.expected))
          Copy the region again; it is quoted without its common indentation.
          """)
    ]
  }

  /// Whether `block` is the demo's golden output, whole or the 1-based `lines`.
  func checkOutput(
    _ block: MarkdownChapter.Block, in chapter: String, of demo: String,
    lines range: ClosedRange<Int>?
  ) -> [Problem] {
    let path = "\(Self.goldenFolder)/\(demo).txt"
    let markerLine = block.openingLine - 1
    guard let text = read(path) else {
      return [
        Problem(
          file: chapter, line: markerLine,
          message: "there is no golden output for \(demo): \(path) does not exist")
      ]
    }
    let golden = lines(of: text)
    let shownRange = range ?? 1...max(golden.count, 1)
    guard range == nil || shownRange.upperBound <= golden.count else {
      return [
        Problem(
          file: chapter, line: markerLine,
          message: "\(path) has \(golden.count) lines; "
            + "lines \(shownRange.lowerBound)-\(shownRange.upperBound) are not all in it")
      ]
    }
    let expected = range.map { Array(golden[($0.lowerBound - 1)..<$0.upperBound]) } ?? golden
    guard let difference = firstDifference(shown: block.lines, expected: expected) else {
      return []
    }
    let chapterLine = block.chapterLine(ofLineAt: difference.index)
    let goldenLine = shownRange.lowerBound + difference.index
    return [
      Problem(
        file: chapter, line: chapterLine,
        message: """
          the ```\(block.language) block showing \(demo)'s output differs from it, first on this line
            chapter (\(chapter):\(chapterLine)): \(quoted(difference.shown))
            golden  (\(path):\(goldenLine)): \(quoted(difference.expected))
          Copy the output again from the golden file (run the demo after changing it).
          """)
    ]
  }

  /// Whether `link` reaches a file in the package and, for a chapter, one of its headings.
  func check(_ link: MarkdownLink, in path: String, chapter: MarkdownChapter) -> [Problem] {
    guard !link.isExternal else { return [] }
    func problem(_ message: String) -> [Problem] {
      [Problem(file: path, line: link.line, message: "the link \(link.written) \(message)")]
    }
    let target: String
    if link.path.isEmpty {
      target = path
    } else {
      guard let resolved = resolve(link.path, from: path) else {
        return problem("leaves the package; link to files inside it")
      }
      target = resolved
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: root.appendingPathComponent(target).path, isDirectory: &isDirectory)
      else { return problem("points to \(target), which does not exist") }
      if isDirectory.boolValue, link.anchor != nil {
        return problem("has an anchor, but \(target) is a folder")
      }
    }
    guard let anchor = link.anchor else { return [] }
    guard target.hasSuffix(".md") else {
      return problem(
        "points into \(target) at #\(anchor); line anchors go stale when the file changes, so "
          + "link the file, or quote a region with an include marker")
    }
    let anchors: Set<String>
    if target == path {
      anchors = chapter.headingAnchors
    } else {
      guard let text = read(target) else {
        return problem("points to \(target), which cannot be read")
      }
      anchors = MarkdownChapter(text).headingAnchors
    }
    guard anchors.contains(anchor) else {
      return problem("points to #\(anchor), which is not a heading in \(target)")
    }
    return []
  }

  /// The root-relative path that `link`, written in the file at `path`, points to.
  ///
  /// A link starting with `/` is relative to the root, as on GitHub.
  /// - Returns: `nil` when the link leaves the package.
  func resolve(_ link: String, from path: String) -> String? {
    var components =
      link.hasPrefix("/") ? [] : path.split(separator: "/").dropLast().map(String.init)
    for component in link.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        guard !components.isEmpty else { return nil }
        components.removeLast()
      default: components.append(String(component))
      }
    }
    return components.joined(separator: "/")
  }

  // MARK: - Sources

  /// Every malformed, duplicated or unmatched region marker in the Swift files under `folder`.
  func checkRegionMarkers(under folder: String) -> [Problem] {
    sources(under: folder).flatMap(\.problems)
  }

  /// Every complete region under `folder` that no chapter in `chapters` quotes.
  ///
  /// A region exists to be quoted; one left behind after a chapter changed is noise in the code.
  func unquotedRegions(under folder: String, chapters: [String]) -> [Problem] {
    var quoted: Set<String> = []
    for chapter in chapters {
      guard let text = read(chapter) else { continue }
      for block in MarkdownChapter(text).blocks {
        if case .marker(.include(let path, let region?), _) = block.label {
          quoted.insert("\(path)#\(region)")
        }
      }
    }
    return sources(under: folder).flatMap { source in
      source.regions.filter { !quoted.contains("\(source.path)#\($0.name)") }.map { region in
        Problem(
          file: source.path, line: region.beginLine,
          message: "no chapter quotes region '\(region.name)'; quote it, or remove its markers")
      }
    }
  }

  /// Every chapter that the index in its own folder (`README.md` beside it) does not link to.
  func chaptersMissingFromTheirIndex(_ chapters: [String]) -> [Problem] {
    chapters.filter { !$0.hasSuffix("README.md") }.compactMap { chapter in
      let folder = chapter.split(separator: "/").dropLast().joined(separator: "/")
      let index = "\(folder)/README.md"
      let linked =
        read(index).map { text in
          MarkdownChapter(text).links.filter { !$0.isExternal }.map {
            resolve($0.path, from: index)
          }
        } ?? []
      guard !linked.contains(chapter) else { return nil }
      return Problem(
        file: chapter, line: 1,
        message: "\(index) does not link to this chapter; add it to the learning path")
    }
  }

  private func sources(under folder: String) -> [SwiftSource] {
    files(under: folder, withExtension: "swift").compactMap { path in
      read(path).map { SwiftSource(path: path, text: $0) }
    }
  }

  /// The UTF-8 text of the file at the root-relative `path`, or `nil`.
  func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    else { return nil }
    return String(data: data, encoding: .utf8)
  }
}
