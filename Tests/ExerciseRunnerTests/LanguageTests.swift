import BlueKit
import Foundation
import Testing

@testable import ExerciseRunner

/// `kit` speaks Simplified Chinese when the locale or `--lang` says so, and English otherwise
/// (the rule itself is BlueKit's `Language`, shared with the app; its tests are in BlueKitTests).
@Suite struct LanguageTests {
  /// A Chinese locale, as a learner in China has it.
  static let chinese = ["LANG": "zh_CN.UTF-8"]

  @Test func helpFollowsTheLocaleAndLangOverridesIt() throws {
    let exercises = try TemporaryExercises()
    let chinese = exercises.run(["--help"], environment: Self.chinese)
    #expect(chinese.status == .success)
    #expect(chinese.output.hasPrefix("kit：一次解决一个失败的测试，完成 BlueLibrary 设计模式练习。\n\n用法："))
    #expect(chinese.output.contains("\n  --lang <language>          使用 en 或 zh-Hans（简体中文）"))
    #expect(exercises.run(["--help", "--lang", "zh-Hans"]).output == chinese.output)
    let english = exercises.run(["--help", "--lang", "en"], environment: Self.chinese)
    #expect(english.output.hasPrefix("kit: work through the BlueLibrary pattern exercises"))
    #expect(exercises.run(["--help"], environment: ["LC_ALL": "C"] + Self.chinese) == english)
  }

  @Test func listInChinese() throws {
    let exercises = try TemporaryExercises(Self.translatedExercises)
    let result = exercises.run(["list"], environment: Self.chinese)
    #expect(result.status == .success)
    #expect(
      result.output == """
        BlueLibrary 设计模式练习：已完成 0/2
        [------------------------------] 0%

        >   1  first-one   MVC       未完成  <- 你在这里
            2  second-one  单例模式  未完成

        当前练习 first-one：第一个。
        先阅读 Exercises/01-first-one/README.zh-Hans.md，然后运行：swift run kit check

        """)
  }

  @Test func theInteractiveListInChinese() {
    var browser = ExerciseListBrowser(exercises: Self.translatedExercises, current: nil)
    browser.language = .simplifiedChinese
    #expect(browser.handle(.character("r")) == .redraw)
    #expect(
      browser.screen(header: ["BlueLibrary 设计模式练习：已完成 0/2"], table: ["> 1  first-one"], height: 24)
        == [
          "BlueLibrary 设计模式练习：已完成 0/2", "",
          "\u{1B}[7m> 1  first-one\u{1B}[0m", "",
          "first-one（MVC）：第一个。",
          "重置 first-one？你的文件会恢复成初始代码（kit 会保留一份副本）。[y/N]", "",
          "[上/下 或 k/j] 移动  [回车 或 c] 设为当前  [r] 重置  [q] 退出",
        ])
    #expect(browser.handle(.character("n")) == .redraw)
    #expect(browser.message == ["没有做任何改动。"])
  }

  @Test func hintsInChineseAndEnglishWhereThereIsNoTranslation() throws {
    let exercises = try TemporaryExercises(Self.translatedExercises)
    #expect(
      exercises.run(["hint", "--lang", "zh-Hans"]).output == """
        first-one 的提示 1/2：
          再仔细看看。
        还有 1 条提示：swift run kit hint first-one 看下一条，加 --all 看全部。

        """)
    // second-one has no translation: its own words, in the Chinese sentences around them.
    #expect(
      exercises.run(["hint", "second-one", "--lang", "zh"]).output == """
        second-one 的提示 1/1：
          Think twice.
        这是最后一条提示。练习说明：Exercises/02-second-one/README.md

        """)
  }

  /// A list of files reads as a list in each language: `, ` in English, `、` in Chinese.
  @Test func theFilesToEditAreListedInEachLanguagesWay() {
    let files = ["Sources/A/Cover.swift", "Sources/A/CoverScreen.swift"]
    #expect(
      Language.english.messages.editFiles(files, withTODO: true)
        == "Edit Sources/A/Cover.swift, Sources/A/CoverScreen.swift (look for TODO).")
    #expect(
      Language.simplifiedChinese.messages.editFiles(files, withTODO: true)
        == "修改 Sources/A/Cover.swift、Sources/A/CoverScreen.swift（找到 TODO）。")
    #expect(
      Language.english.messages.editFiles(files, withTODO: false)
        == "Edit Sources/A/Cover.swift, Sources/A/CoverScreen.swift.",
      "no TODO is left to look for")
    #expect(
      Language.simplifiedChinese.messages.editFiles(files, withTODO: false)
        == "修改 Sources/A/Cover.swift、Sources/A/CoverScreen.swift。")
  }

  @Test func aFailingCheckInChinese() throws {
    let exercises = try TemporaryExercises()
    let result = exercises.run(["check"], environment: Self.chinese)
    #expect(result.status == .failure)
    #expect(
      result.output == """
        正在检查 1 first-one……
        失败  first-one：2 个测试中有 1 个失败（1 个期望）。

          answersCorrectly()  (Exercises/01-first-one/Tests/Tests.swift:7:5)
            Expectation failed: (answer → 0) == 42
            -> the answer is 42

        修改 Exercises/01-first-one/Sources/First/First.swift（找到 TODO）。
        练习说明：Exercises/01-first-one/README.md
        卡住了？swift run kit hint first-one

        """)
  }

  @Test func aCrashAndATimeOutReportedInChinese() {
    let exercise = TemporaryExercises.standard[0]
    let chinese = ReportStyle(messages: SimplifiedChineseMessages())
    let crash = CheckOutcome.crashed(
      Crash(
        test: "a()", reason: "Index out of range",
        location: SourceLocation(path: "Tests/T.swift", line: 7, column: 5)))
    #expect(
      crash.report(for: exercise, style: chinese) == [
        "崩溃  first-one：测试运行到 a() 时中止了。",
        "",
        "  Index out of range",
        "  位置：Tests/T.swift:7:5",
        "",
        "  陷阱（下标越界、对 nil 强制解包、前置条件不成立、让队列等待它自己……）",
        "  会让所有测试同时停止。原因和位置见上文：让代码自己处理这种情况",
        "  （返回一个值、抛出错误，或者什么也不做）。",
      ])
    let timeOut = CheckOutcome.timedOut(
      TimeOut(phase: .tests, seconds: 20, unfinishedTests: ["a()", "b()"]))
    #expect(
      timeOut.report(for: exercise, style: chinese).prefix(3) == [
        "超时  first-one：测试超出了时间限制（20 秒）；你的代码可能陷入了死循环。",
        "",
        "  当时正在运行的测试：a()、b()",
      ])
  }

  @Test func usageErrorsInTheLocalesLanguage() throws {
    let exercises = try TemporaryExercises()
    let typo = exercises.run(["chek"], environment: Self.chinese)
    #expect(typo.status == .usage)
    #expect(
      typo.errors == """
        错误：未知命令“chek”。你是想用“check”吗？
        运行“swift run kit --help”查看所有命令。

        """)
    let badTag = exercises.run(["list", "--lang", "fr"])
    #expect(badTag.status == .usage)
    #expect(badTag.status.rawValue == 64)
    #expect(
      badTag.errors == """
        error: kit does not speak 'fr'; --lang takes one of: en, zh-Hans.
        Run 'swift run kit --help' to see the commands.

        """)
    #expect(
      exercises.run(["list", "--lang"], environment: Self.chinese).errors
        .hasPrefix("错误：--lang 后面需要一种语言。\n"))
  }

  @Test func aFolderWithoutExercisesInChinese() throws {
    let exercises = try TemporaryExercises()
    let result = exercises.run(
      ["list", "--exercises-path", "Elsewhere", "--lang", "zh-Hans"])
    #expect(result.status == .noInput)
    #expect(result.errors == "错误：--exercises-path Elsewhere 中没有 exercises.json。\n")
  }

  @Test func nextAndWatchInChinese() throws {
    let exercises = try TemporaryExercises(Self.translatedExercises)
    let next = exercises.run(["next", "--lang", "zh-Hans"])
    #expect(next.status == .failure)
    #expect(
      next.errors == """
        错误：first-one 还没有通过，所以还不能继续。
        看看还差什么：swift run kit check（卡住了？swift run kit hint）

        """)
    let watch = exercises.run(
      ["watch", "--lang", "zh-Hans"], events: ScriptedEvents([.line("q")]))
    #expect(watch.status == .success)
    #expect(
      watch.output.hasPrefix(
        """
        现在进入 1 first-one（MVC）：第一个。
        阅读 Exercises/01-first-one/README.zh-Hans.md
        修改 Exercises/01-first-one/Sources/First/First.swift

        """))
    #expect(watch.output.hasSuffix("\n[回车] 再次检查  [h] 提示  [q] 退出\n"))
  }

  /// The real executable, in a Chinese locale: what a learner's terminal shows.
  @Test func theKitProcessSpeaksChineseUnderAChineseLang() throws {
    let exercises = try TemporaryExercises(Self.translatedExercises)
    let kit = try KitProcess(
      ["hint", "--exercises-path", exercises.folder.path], locale: Self.chinese)
    defer { kit.end() }
    try #require(kit.waitForExit(within: .seconds(20)), "kit hint did not end")
    #expect(kit.process.terminationStatus == 0)
    #expect(kit.output.hasPrefix("first-one 的提示 1/2：\n  再仔细看看。\n还有 1 条提示："))
  }

  /// The standard exercises, the first with a Chinese summary and hints.
  static var translatedExercises: [Exercise] {
    var exercises = TemporaryExercises.standard
    exercises[0].translations = [
      "zh-Hans": ExerciseTranslation(
        summary: "第一个。", hints: ["再仔细看看。", "再近一点。"], translationOf: "")
    ]
    return exercises
  }
}

extension Dictionary where Key == String, Value == String {
  /// `left`'s variables, and `right`'s where `left` has none.
  fileprivate static func + (left: Self, right: Self) -> Self {
    left.merging(right) { mine, _ in mine }
  }
}
