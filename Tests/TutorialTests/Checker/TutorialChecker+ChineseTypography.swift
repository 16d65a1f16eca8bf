extension TutorialChecker {
  /// The files written in Chinese: every translated page, the exercises' metadata (whose
  /// Chinese strings sit beside the English ones), and every message table named
  /// `*+SimplifiedChinese.swift` under `Sources/`.
  func chineseFiles() -> [String] {
    translationPaths() + ["Exercises/exercises.json"]
      + files(under: "Sources", withExtension: "swift").filter {
        $0.hasSuffix("+SimplifiedChinese.swift")
      }
  }

  /// Every place in the file at `path` that breaks the typography rule for Chinese
  /// (`CONTRIBUTING.md`, "Chinese typography"): a markdown page is read as its prose, any other
  /// file as its string literals.
  func checkChineseTypography(in path: String) -> [Problem] {
    guard let text = read(path) else {
      return [Problem(file: path, line: 1, message: "the file could not be read as UTF-8")]
    }
    let mistakes =
      path.hasSuffix(".md")
      ? ChineseTypography.markdownLines(text).flatMap(ChineseTypography.mistakes)
        + ChineseTypography.unclosedBold(in: text)
      : ChineseTypography.stringLiteralLines(text).flatMap(ChineseTypography.mistakes)
    return mistakes.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map {
      Problem(file: path, line: $0.line, message: $0.message, column: $0.column)
    }
  }
}
