import Testing

/// Chinese text follows one typography rule (`CONTRIBUTING.md`, "Chinese typography"):
/// full-width punctuation in prose, one space between Chinese and Latin text or inline code,
/// none beside full-width punctuation.
@Suite struct ChineseTypographyTests {
  private static let checker = TutorialChecker.package

  @Test func thereIsChineseToCheck() {
    let files = Self.checker.chineseFiles()
    #expect(files.contains("README.zh-Hans.md"))
    #expect(files.contains("Tutorials/zh-Hans/06-Observer.md"))
    #expect(files.contains("Exercises/exercises.json"))
    #expect(files.contains("Sources/ExerciseRunner/Messages/Messages+SimplifiedChinese.swift"))
    #expect(files.contains("Sources/BlueLibrary/Messages/AppMessages+SimplifiedChinese.swift"))
  }

  @Test(arguments: checker.chineseFiles())
  func chineseTextFollowsTheTypographyRule(_ path: String) {
    for problem in Self.checker.checkChineseTypography(in: path) {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  // MARK: - The rule, one mark at a time

  @Test func anASCIICommaBetweenChineseCharactersIsNamedWithItsFix() {
    #expect(
      mistakes(inMarkdown: "持有它的一方不能崩溃,也不能强引用它") == [
        "1:11: ASCII ',' in Chinese prose; replace ',' with '，'"
      ])
  }

  @Test func aFailureNamesTheFileLineAndColumnTheWayCompilersDo() {
    let problem = Problem(
      file: "Tutorials/zh-Hans/06-Observer.md", line: 8, message: "ASCII ','", column: 11)
    #expect(problem.description == "Tutorials/zh-Hans/06-Observer.md:8:11: ASCII ','")
  }

  @Test func theFullWidthCommaPasses() {
    #expect(mistakes(inMarkdown: "持有它的一方不能崩溃，也不能强引用它").isEmpty)
  }

  @Test func aMarkAfterInlineCodeOrBetweenTwoSpansIsChinese() {
    #expect(
      mistakes(inMarkdown: "视图调用 `LibraryAPI`,或者 `a`,`b`") == [
        "1:18: ASCII ',' in Chinese prose; replace ',' with '，'",
        "1:25: ASCII ',' in Chinese prose; replace ',' with '，'",
      ])
  }

  @Test func parenthesesAroundOrBesideChineseAreChinese() {
    #expect(
      mistakes(inMarkdown: "线程检查器(thread sanitizer)和 Album(模型)") == [
        "1:6: ASCII '(' in Chinese prose; replace '(' with '（'",
        "1:23: ASCII ')' in Chinese prose; replace ')' with '）'",
        "1:31: ASCII '(' in Chinese prose; replace '(' with '（'",
        "1:34: ASCII ')' in Chinese prose; replace ')' with '）'",
      ])
  }

  @Test func parenthesesAfterBoldTextAreNotACall() {
    #expect(
      mistakes(inMarkdown: "- **Actor**(actor)：一次只为一个调用者执行代码的类型。") == [
        "1:12: ASCII '(' in Chinese prose; replace '(' with '（'",
        "1:18: ASCII ')' in Chinese prose; replace ')' with '）'",
      ])
  }

  @Test func codeNumbersLinksAndEnglishStayASCII() {
    let line =
      "对匹配的 token 使用 removeAll(where:)，版本 6.2 或 `post(_:sender:)`，"
      + "见[第 3 章](03-Facade.md#第-1-步:外观)。English: README"
    #expect(mistakes(inMarkdown: line).isEmpty)
    #expect(mistakes(inMarkdown: "English: see [README.md](README.md), then run it.").isEmpty)
    #expect(mistakes(inMarkdown: "共 1,000 张专辑").isEmpty)
    #expect(
      mistakes(inMarkdown: "`EX_DATAERR`,75 是") == [
        "1:13: ASCII ',' in Chinese prose; replace ',' with '，'"
      ])
  }

  @Test func chineseMeetsLatinTextAndCodeWithOneSpace() {
    #expect(
      mistakes(inMarkdown: "用Mutex保护，第 6 章，调用`next`") == [
        "1:2: no space between '用' and 'M'; put one space between Chinese and Latin text or inline code",
        "1:7: no space between 'x' and '保'; put one space between Chinese and Latin text or inline code",
        "1:18: no space between '用' and inline code; put one space between Chinese and Latin text or inline code",
      ])
  }

  @Test func fullWidthPunctuationTakesNoSpace() {
    #expect(
      mistakes(inMarkdown: "叫 “select” 而非 `click` （旧名）") == [
        "1:2: a space beside '“'; remove it: full-width punctuation takes no space",
        "1:11: a space beside '”'; remove it: full-width punctuation takes no space",
        "1:22: a space beside '（'; remove it: full-width punctuation takes no space",
      ])
    // A table's bars and a list's dash keep their spaces.
    #expect(mistakes(inMarkdown: "| （可选） | 是 |\n- “引号”开头").isEmpty)
  }

  @Test func singleQuotesAroundANameInChineseAreChinese() {
    let fix = "replace it with '“' (opening) or '”' (closing)"
    #expect(
      mistakes(inMarkdown: "未知命令 'bogus'；输入 help") == [
        "1:6: ASCII ''' quoting in Chinese prose; \(fix)",
        "1:12: ASCII ''' quoting in Chinese prose; \(fix)",
      ])
    #expect(mistakes(inMarkdown: "'two' 不是专辑编号").count == 2)
    // An apostrophe is not a quote, and English quoted in English stays as it is.
    #expect(mistakes(inMarkdown: "已删除 It's My Life。按 u 撤销").isEmpty)
    #expect(mistakes(inMarkdown: "英文界面显示 Unknown command 'x' here, 中文界面不同").isEmpty)
  }

  @Test func boldClosesBeforeItsFullWidthMark() {
    let page = "- **名字冲突。**扩展成员\n- **名字冲突**。扩展成员"
    #expect(
      ChineseTypography.unclosedBold(in: page).map { "\($0.line):\($0.column): \($0.message)" } == [
        "1:10: '**' after '。' does not close the bold on GitHub; move '。' after the '**'"
      ])
  }

  @Test func swiftStringsAreReadWithoutTheirCodeCommentsOrInterpolations() {
    let source = #"""
      // 注释里的 ASCII,不检查
      let seeHelp = "运行 'swift run kit --help' 查看所有命令."
      func needs(_ what: String) -> String { "后面需要\(what)。" }
      let help = """
        用法:swift run kit
        """
      let unsafe = "使用相对路径，不含“..”，也不写 \(name)。"
      """#
    #expect(
      ChineseTypography.stringLiteralLines(source).flatMap(ChineseTypography.mistakes).map {
        "\($0.line):\($0.column): \($0.message)"
      } == [
        "2:19: ASCII ''' quoting in Chinese prose; replace it with '“' (opening) or '”' (closing)",
        "2:40: ASCII ''' quoting in Chinese prose; replace it with '“' (opening) or '”' (closing)",
        "2:48: ASCII '.' in Chinese prose; replace '.' with '。'",
        "5:5: ASCII ':' in Chinese prose; replace ':' with '：'",
      ])
  }

  private func mistakes(inMarkdown text: String) -> [String] {
    ChineseTypography.markdownLines(text).flatMap(ChineseTypography.mistakes).map {
      "\($0.line):\($0.column): \($0.message)"
    }
  }
}
