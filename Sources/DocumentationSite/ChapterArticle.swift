/// A page of `Tutorials/` rewritten as a DocC article, so the markdown stays the one source.
///
/// What changes, and why:
/// - HTML comments go (the include and output markers have done their work), and so do
///   `<details>` blocks, which DocC does not render: a "Check yourself" answer shows under an
///   italic label instead of behind a click.
/// - A type named in inline code becomes a DocC symbol link (``` ``Adapter/HorizontalScroller`` ```),
///   which DocC resolves, and fails on, like any other.
/// - A link to another page of `Tutorials/` becomes a link to its article (`<doc:01-MVC>`),
///   checked the same way. A link to anything else in the repository (a source file, an
///   exercise) keeps its words and loses its target: the site has no page for it.
/// - Code blocks, headings and everything else are left exactly as written.
struct ChapterArticle {
  /// The article's markdown.
  var text: String

  /// Rewrites `markdown`, the page `fileName` of `Tutorials/` (in `zh-Hans/` when `chinese`);
  /// `symbols` are the modules' type names, for linking inline code.
  init(markdown: String, fileName: String, chinese: Bool, symbols: SymbolIndex) {
    let rewriter = InlineRewriter(
      pageFolder: chinese ? "Tutorials/\(SiteMap.chineseFolder)" : "Tutorials",
      home: SiteMap.module(teaching: fileName), symbols: symbols)
    var lines: [String] = []
    var fence: Substring?
    var inComment = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        lines.append(String(line))
        if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == "`" || $0 == "~" }) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.prefix { $0 == "`" || $0 == "~" }
        lines.append(String(line))
        continue
      }
      if inComment {
        if line.contains("-->") { inComment = false }
        continue
      }
      if trimmed.hasPrefix("<!--") {
        inComment = !line.contains("-->")
        continue
      }
      lines.append(rewriter.rewrite(line))
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    text = lines.joined(separator: "\n")
  }
}

/// Rewrites one line of prose: details blocks, links and inline code.
private struct InlineRewriter {
  let pageFolder: String
  let home: String?
  let symbols: SymbolIndex

  func rewrite(_ line: Substring) -> String {
    let indent = String(line.prefix { $0 == " " })
    var body = String(line.dropFirst(indent.count))
    if body.hasPrefix("#") { return String(line) }
    if let match = body.wholeMatch(of: /<details>\s*<summary>(.*)<\/summary>(.*)/) {
      body = "*\(match.1):* \(match.2)".trimmingTrailingSpaces()
    }
    body = body.replacing("</details>", with: "").trimmingTrailingSpaces()
    if body.isEmpty { return "" }
    return indent + rewriteSpans(body)
  }

  /// Links and code spans, left to right; a code span inside a link's words stays as it is.
  private func rewriteSpans(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    let span = /\[(?<words>[^\]]*)\]\((?<target>[^)\s]*)\)|`(?<code>[^`]+)`/
    while let match = rest.firstMatch(of: span) {
      result += rest[..<match.range.lowerBound]
      if let code = match.output.code {
        result += link(code: String(code))
      } else {
        result += link(
          words: String(match.output.words ?? ""), to: String(match.output.target ?? ""))
      }
      rest = rest[match.range.upperBound...]
    }
    return result + rest
  }

  private func link(code: String) -> String {
    guard code.wholeMatch(of: /[A-Z][A-Za-z0-9]*/) != nil,
      let module = symbols.module(declaring: code, preferring: home)
    else { return "`\(code)`" }
    return "``\(module)/\(code)``"
  }

  private func link(words: String, to target: String) -> String {
    if target.contains(":") { return "[\(words)](\(target))" }
    let file = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
    guard !file.isEmpty, let page = resolve(String(file)) else { return words }
    let parts = page.split(separator: "/")
    let article: String
    switch (parts.count, parts.first) {
    case (2, "Tutorials") where parts[1].hasSuffix(".md"):
      article = SiteMap.articleName(ofPage: String(parts[1]), chinese: false)
    case (3, "Tutorials") where parts[1] == SiteMap.chineseFolder && parts[2].hasSuffix(".md"):
      article = SiteMap.articleName(ofPage: String(parts[2]), chinese: true)
    default:
      return words
    }
    return "[\(words)](<doc:\(article)>)"
  }

  /// The repository path a relative link points at, or nil when it climbs out of the
  /// repository.
  private func resolve(_ relative: String) -> String? {
    var parts = pageFolder.split(separator: "/").map(String.init)
    for part in relative.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
