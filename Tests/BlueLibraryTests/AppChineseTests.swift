import Foundation
import Testing

@testable import BlueLibrary

/// The app in Simplified Chinese: its words change, its albums and its commands do not.
@MainActor
@Suite struct AppChineseTests {
  let folder: TemporaryFolder
  static let chinese = ["LANG": "zh_CN.UTF-8"]

  init() throws {
    folder = try TemporaryFolder()
  }

  func run(_ lines: String..., arguments: [String] = [], environment: [String: String] = chinese)
    async -> ScriptedSession
  {
    await ScriptedSession.run(
      lines, arguments: ["--data-dir", folder.url.path] + arguments, environment: environment)
  }

  @Test func theStatusLineSpeaksChineseAndShowsTheAlbumAsItIs() async {
    let session = await run("select 5", "next", "prev", "select 9", "?")
    #expect(
      session.frames.map { $0.split(separator: "\n")[1] } == [
        "BlueLibrary：第 1 张专辑，共 5 张", "BlueLibrary：第 5 张专辑，共 5 张",
        "BlueLibrary：第 5 张专辑，共 5 张", "BlueLibrary：第 4 张专辑，共 5 张",
        "BlueLibrary：第 4 张专辑，共 5 张", "BlueLibrary：第 4 张专辑，共 5 张",
      ])
    let statuses = session.frames.map { $0.split(separator: "\n").last.map(String.init) }
    #expect(
      statuses == [
        "欢迎使用 BlueLibrary。按 ? 查看帮助。", "正在显示 American Pie。", "这已经是最后一张专辑。",
        "正在显示 Staring at the Sun。", "没有第 9 张专辑；一共只有 5 张。",
        "←/h 上一张  →/l 下一张  d 删除  u 撤销  b 保存  t 跟踪  q 退出",
      ])
  }

  @Test func aBadScriptLineIsExplainedInChinese() async {
    let session = await run("dance", "select two", "next please")
    #expect(session.status == .dataError)
    #expect(
      session.errors == """
        错误：第 1 行：未知命令“dance”；输入“help”查看所有命令
        错误：第 2 行：“two”不是专辑编号（1、2、3……）
        错误：第 3 行：“next”不接受参数

        """)
    #expect(session.statusLine == "“next”不接受参数")
  }

  @Test func langWinsOverTheLocaleBothWays() async {
    let english = await run(arguments: ["--lang", "en"])
    #expect(english.title == "BlueLibrary — album 1 of 5")
    let chinese = await run(arguments: ["--lang=zh"], environment: ["LANG": "en_US.UTF-8"])
    #expect(chinese.title == "BlueLibrary：第 1 张专辑，共 5 张")
    #expect(
      chinese.lastFrame.contains("  艺术家                                             David Bowie"))
  }

  @Test func withNoAlbumsLeftTheTitleAndTheButtonsSaySo() async {
    let session = await run("d", "d", "d", "d", "d", "d")
    #expect(session.title == "BlueLibrary：没有专辑")
    #expect(session.statusLine == "没有可删除的专辑。")
    // Nothing left to delete, five deletions to undo: the buttons say so, 64 columns wide.
    #expect(
      session.lastFrame.contains("[ 撤销 ]                                                ( 删除 )"))
  }

  /// A launch note in Chinese: whole on standard error, and too wide for the status line, which
  /// says where to read it.
  @Test func aCoversFolderThatIsAFileIsNotedInChinese() async throws {
    let covers = folder.url.appending(path: "covers")
    try Data().write(to: covers)
    let session = await run()
    #expect(session.status == .success)
    #expect(
      session.errors == """
        注意：封面缓存 \(covers.path) 无法使用：那里有同名的东西，但不是文件夹；\
        封面暂存在内存中，应用退出后不保留

        """)
    #expect(session.statusLine == "完整的提示已打印到标准错误。")
  }

  /// Notes share the status line when they fit, measured in columns: 32 Chinese characters
  /// fill the 64 columns of a script's screen, 33 do not.
  @Test func launchNotesFitTheStatusLineByTheirColumns() {
    let chinese = SimplifiedChineseAppMessages()
    #expect(
      AppEnvironment.statusLine(for: ["旧的 a 已保留", "旧的 b 已保留"], width: 320, messages: chinese)
        == "旧的 a 已保留；旧的 b 已保留")
    let full = String(repeating: "满", count: 32)
    #expect(AppEnvironment.statusLine(for: [full], width: 320, messages: chinese) == full)
    #expect(
      AppEnvironment.statusLine(for: [full + "了"], width: 320, messages: chinese)
        == "完整的提示已打印到标准错误。")
  }
}
