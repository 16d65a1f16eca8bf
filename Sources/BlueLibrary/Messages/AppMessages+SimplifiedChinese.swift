import BlueKit

/// The app's words in Simplified Chinese (zh-Hans), for the readers of the Chinese tutorial.
///
/// Options, keys, commands and paths stay as they are typed, and album data as it was saved;
/// only the prose is translated, with full-width punctuation and one space between Chinese and
/// Latin text or digits, as the Chinese pages write it.
struct SimplifiedChineseAppMessages: AppMessages {
  // MARK: The command line

  func usageLine(options: String) -> String { "用法：swift run BlueLibrary \(options)" }

  func help(for option: AppOption) -> String {
    switch option {
    case .dataDirectory:
      """
      把专辑、状态和封面保存在 PATH（默认是平台的数据文件夹：Linux 上是
      $XDG_DATA_HOME/BlueLibrary 或 ~/.local/share/BlueLibrary，macOS 上是
      ~/Library/Application Support/BlueLibrary）。
      """
    case .reset: "从五张占位专辑重新开始（旧数据作为备份留在原处）。"
    case .noColor: "不使用颜色（设置 NO_COLOR=1 效果相同）。"
    case .latency: "在终端里下载每张封面所需的毫秒数（默认 600）；脚本运行从不等待。"
    case .language:
      """
      使用 en 或 zh-Hans（简体中文）；默认跟随区域设置
      （LC_ALL、LC_MESSAGES、LANG）。
      """
    case .trace:
      """
      显示每个模式的运作：模式每做一件事就记一行，打印在每帧之后
      （在终端里，跟踪窗格在启动时就打开）。
      """
    case .help: "显示本帮助并退出。"
    }
  }

  func helpPage(usage: String, options: String) -> String {
    """
    BlueLibrary：浏览专辑，删除后还能撤销；教程里的每个设计模式都在这里协同工作。

    \(usage)

    选项：
    \(options)

    在终端里，应用以交互方式运行。否则，它从标准输入每行读取一条命令，每条命令之后打印一次
    屏幕，读完输入后退出：
      printf 'next\\ndelete\\nundo\\n' | swift run BlueLibrary

    按键（终端中）              命令（标准输入，每行一条）
      → 或 l    下一张专辑        next, n
      ← 或 h    上一张专辑        prev, p
                                  select N     显示第 N 张专辑（从 1 数起）
      d         删除专辑          delete, d
      u         撤销删除          undo, u
      b         立即保存          background   （与应用离开屏幕时一样）
      t         跟踪窗格          --trace      （按键打开或关闭它）
      ?         帮助              help
      q, ^C     保存并退出        quit, q
    """
  }

  let seeHelp = "运行时加上 --help 可查看所有选项。"
  func error(_ sentence: String) -> String { "错误：\(sentence)" }
  func note(_ sentence: String) -> String { "注意：\(sentence)" }

  func describe(_ error: AppOptionsError) -> String {
    switch error {
    case .unknown(let argument): "未知选项“\(argument)”"
    case .missingValue(let name): "\(name) 后面需要一个值"
    case .badValue(let name, let value, let requirement):
      "\(name)“\(value)”无法使用：\(describe(requirement))"
    case .repeated(let name): "\(name) 给了不止一次；只能给一次"
    case .notUTF8(let position):
      "第 \(position) 个参数不是有效的 UTF-8 文本；请用 UTF-8 给文件夹命名"
    }
  }

  private func describe(_ requirement: AppOptionsError.Requirement) -> String {
    switch requirement {
    case .notEmpty: "它是空的"
    case .milliseconds: "请给出 0 到 60000 之间的毫秒数"
    case .language: "请给出其中之一：\(Language.tags.joined(separator: "、"))"
    }
  }

  // MARK: Scripts

  func describe(_ error: AppCommandError) -> String {
    switch error {
    case .unknown(let line):
      "未知命令“\(line.trimmingWhitespace)”；输入“help”查看所有命令"
    case .badArgument(_, .selectTakesOneNumber):
      "select 只接受一个专辑编号，例如“select 2”"
    case .badArgument(_, .notAnAlbumNumber(let text)):
      "“\(text)”不是专辑编号（1、2、3……）"
    case .badArgument(_, .takesNoArguments(let word)):
      "“\(word)”不接受参数"
    }
  }

  func line(_ number: Int, _ problem: String) -> String { "第 \(number) 行：\(problem)" }
  func lineTooLong(maximumBytes: Int) -> String { "超过 \(maximumBytes) 字节，已跳过" }
  func outputFailed(_ reason: String, saved: Bool) -> String {
    saved ? "\(reason)；会话已保存" : reason
  }
  func couldNotSaveOnTheWayOut(_ reason: String) -> String { "退出时无法保存：\(reason)" }
  let cannotUseRawMode = "无法把终端切换到原始模式"

  // MARK: Launching

  func cannotUseDataFolder(_ reason: String) -> String { "无法使用数据文件夹：\(reason)" }
  func cannotReset(_ reason: String) -> String { "无法重置：\(reason)" }
  func cannotOpenSavedData(_ reason: String) -> String { "无法打开保存的数据：\(reason)" }
  func dataFolderInUse(_ path: String) -> String {
    "另一个 BlueLibrary 正在使用数据文件夹 \(path)；请先退出它，或用 --data-dir 另选一个文件夹"
  }
  func couldNotMoveAside(_ name: String, to backup: String, _ reason: String) -> String {
    "无法把 \(name) 移到一旁成为 \(backup)：\(reason)"
  }
  func keptOldFile(_ name: String, as backup: String) -> String {
    "旧的 \(name) 已保留为 \(backup)"
  }
  func coverCacheUnusable(_ error: FileCoverStoreError) -> String {
    let reason =
      switch error.reason {
      case .notAFolder: "那里有同名的东西，但不是文件夹"
      case .system(let reason): reason
      }
    return "封面缓存 \(error.folder.path) 无法使用：\(reason)"
  }
  func coversInMemory(because error: FileCoverStoreError) -> String {
    "\(coverCacheUnusable(error))；封面暂存在内存中，应用退出后不保留"
  }
  let noteSeparator = "；"
  func seeNotesOnStandardError(count: Int) -> String {
    count == 1 ? "完整的提示已打印到标准错误。" : "\(count) 条完整的提示已打印到标准错误。"
  }

  // MARK: The screen

  func title(album number: Int, of count: Int) -> String {
    "BlueLibrary：第 \(number) 张专辑，共 \(count) 张"
  }
  let titleWithoutAlbums = "BlueLibrary：没有专辑"
  func rowTitle(_ title: String) -> String { Self.rowTitles[title] ?? title }
  let undo = "撤销"
  let delete = "删除"
  let shortHelp = "←/h 上一张  →/l 下一张  d 删除  u 撤销  b 保存  t 跟踪  q 退出"

  /// The details table's titles, as `Album.tableRepresentation` names them in English.
  static let rowTitles = ["Artist": "艺术家", "Album": "专辑", "Genre": "流派", "Year": "年份"]

  // MARK: The status line

  let welcome = "欢迎使用 BlueLibrary。按 ? 查看帮助。"
  let noAlbums = "没有专辑。"
  let lastAlbum = "这已经是最后一张专辑。"
  let firstAlbum = "这已经是第一张专辑。"
  func noAlbum(_ number: Int, count: Int) -> String {
    "没有第 \(number) 张专辑；一共只有 \(count) 张。"
  }
  func showing(_ title: String) -> String { "正在显示 \(title)。" }
  let nothingToDelete = "没有可删除的专辑。"
  func deleted(_ title: String) -> String { "已删除 \(title)。按 u 撤销。" }
  func couldNotDelete(_ reason: String) -> String { "无法删除：\(reason)" }
  let nothingToUndo = "没有可撤销的删除。"
  func restored(_ title: String) -> String { "已恢复 \(title)。" }
  func couldNotUndo(_ reason: String) -> String { "无法撤销：\(reason)" }
  let saved = "已保存。"
  func couldNotSave(_ reason: String) -> String { "无法保存：\(reason)" }
}
