import BlueKit

/// The kit's messages in Simplified Chinese (zh-Hans), for the readers of the Chinese tutorial.
///
/// Commands, options, exercise names and paths stay as they are typed; only the prose is
/// translated. The pattern names are the Chinese course's (单例模式, 外观模式...).
struct SimplifiedChineseMessages: Messages {
  // MARK: The command line

  func helpPage(commands: String, options: String) -> String {
    """
    kit：一次解决一个失败的测试，完成 BlueLibrary 设计模式练习。

    用法：swift run kit <命令> [<练习>] [选项]

    命令：
    \(commands)

    不写 <name> 时，命令作用于你当前的练习。<name> 可以是练习名（singleton-logger）、
    文件夹名（04-singleton-logger）或编号（4）。

    选项：
    \(options)

    退出状态：0 完成；1 练习未通过（或 verify 发现问题）；64 命令行无法理解；
    65 exercises.json 无效或不安全；66 找不到 Exercises 文件夹；69 无法运行 swift（对 reset 而言：
    git 无法交回文件）；73 无法写入文件。
    """
  }
  func help(for command: KitCommand.Name) -> String {
    switch command {
    case .list:
      """
      列出所有练习、哪些已完成、你在哪一个；在终端里可用方向键移动，
      回车选中，r 重置。
      """
    case .check: "构建并测试一个练习：告诉你哪里还没通过，或者下一步做什么。"
    case .watch: "每次保存都检查（回车也会检查；n：下一个，h：提示，q：退出）。"
    case .hint: "显示这个练习的下一条提示，每次多一条。"
    case .next: "当前练习通过后，进入下一个练习。"
    case .reset:
      """
      把练习恢复成提供时的样子：初始代码和测试（会先询问，
      并保留一份被替换的所有文件）。
      """
    case .solution: "你的代码通过后，查看参考答案。"
    case .verify:
      """
      供 kit 的作者和 CI 使用：每个初始代码都失败，每个参考答案都通过，
      每个练习都有说明、提示和 TODO。
      加上 --mutants：测试能抓住在每个参考答案里制造的每个小错误（变异体）。
      加上 --mistakes：收录的每个学习者常见错误，每次运行都不会通过。
      """
    }
  }
  func help(for option: KitOption) -> String {
    switch option {
    case .exercisesPath: "使用这个 Exercises 文件夹，而不是查找 ./Exercises。"
    case .manual: "watch：只在按回车时检查。"
    case .poll: "watch：每秒查看两次文件变化，而不是让系统（inotify）通知。"
    case .yes: "reset：不询问。"
    case .verbose: "check、watch：列出每个失败的期望和每个错误。"
    case .all: "hint：一次显示全部提示。"
    case .pristine:
      """
      verify：同时要求学习者的每个文件都是初始代码，
      就像刚克隆下来那样（CI 使用此选项）。
      """
    case .mutants:
      """
      verify：检查每个练习的测试对参考答案的每个变异体都会失败；
      列出存活下来的变异体。
      """
    case .sample:
      """
      verify --mutants：每个文件最多 n 个变异体，每次都是同样
      那几个（CI 使用此选项）；verify --mistakes：每个练习最多
      n 个错误，以同样的方式选出。
      """
    case .mistakes:
      """
      verify：检查每个练习收录的看似合理的错误答案；
      每一个每次运行都必须失败。
      """
    case .runs: "verify --mistakes：每个错误检查 n 次（默认 3 次）。"
    case .recordGivenFiles:
      """
      verify：把每个练习提供的文件（测试等）记录到
      Exercises/given-files.json；请先阅读差异。
      """
    case .lang:
      """
      使用 en 或 zh-Hans（简体中文），不管区域设置
      （LC_ALL、LC_MESSAGES、LANG）是什么。
      """
    case .help: "显示本帮助。"
    }
  }
  let seeHelp = "运行“swift run kit --help”查看所有命令。"
  func optionNeedsValue(_ option: String, _ what: String) -> String {
    "错误：\(option) 后面需要\(what)。"
  }
  func value(_ kind: KitOptionValue) -> String {
    switch kind {
    case .folder: "一个文件夹"
    case .language: "一种语言"
    case .sampleSize: "一个变异体数量（1 或更多）"
    case .runCount: "一个运行次数（1 或更多）"
    }
  }
  func appliesOnlyWith(_ option: String, command: String, _ refined: [String]) -> String {
    "错误：\(option) 只用于 " + refined.map { "\(command) \($0)" }.joined(separator: " 和 ") + "。"
  }
  func mustNotCompileTest(_ name: String) -> String { "\(name)（必须编译失败）" }
  func snippetCompiled(_ snippet: String) -> String {
    "\(snippet) 编译通过了，但它必须编译失败：你的代码仍然允许这样写。"
  }
  func snippetRefusedOtherwise(_ snippet: String, expectedError: String) -> String {
    "\(snippet) 没有编译通过，但报的不是表明规则得到遵守的错误“\(expectedError)”。"
  }
  func theCompilerSaid(_ message: String) -> String { "编译器说：\(message)" }
  func theReadmeAsksForThis(_ requirement: String) -> String { "README 的要求是：“\(requirement)”" }
  func unknownLanguage(_ tag: String, known: [String]) -> String {
    "错误：kit 不支持语言“\(tag)”；--lang 可选：\(known.joined(separator: "、"))。"
  }
  func unknownOption(_ option: String) -> String { "错误：未知选项“\(option)”。" }
  func takesOneNameAtMost(_ command: String) -> String {
    "错误：“\(command)”最多接受一个练习名。"
  }
  func takesNoName(_ command: String) -> String { "错误：“\(command)”不接受练习名。" }
  let resetNeedsOneName = "错误：“reset”需要且只需要一个要重置的练习名。"
  func unknownCommand(_ command: String, closest: String?) -> String {
    "错误：未知命令“\(command)”。" + (closest.map { "你是想用“\($0)”吗？" } ?? "")
  }
  func doesNotApply(_ option: String) -> String { "错误：\(option) 不适用于这个命令。" }
  func unknownExercise(_ name: String, closest: String?) -> String {
    "错误：没有名为“\(name)”的练习。"
      + (closest.map { "你是想找“\($0)”吗？" } ?? "")
      + "\n运行“swift run kit list”查看全部练习。"
  }

  // MARK: The Exercises folder

  func noExercisesFolder(searchedFrom directory: String) -> String {
    """
    错误：\(directory) 及其上层文件夹中都没有 Exercises/\(Workspace.metadataFileName)。
    请在 kit 的文件夹（Package.swift 所在的地方）里运行 kit，或者传入 --exercises-path <folder>。
    """
  }
  func notAnExercisesFolder(_ path: String) -> String {
    "错误：--exercises-path \(path) 中没有 \(Workspace.metadataFileName)。"
  }
  func couldNotRead(_ path: String, reason: String) -> String {
    "错误：无法读取 \(path)：\(reason)"
  }
  func escapingPath(exercise: String, path: String, container: String) -> String {
    """
    错误：\(Workspace.metadataFileName) 不安全：练习“\(exercise)”指向“\(path)”，\
    它在 \(container) 之外。
    每个文件夹都必须在 Exercises 文件夹内，每个文件都必须在它所属练习的文件夹内：\
    使用相对路径，不含“..”，也不经过指向别处的链接。
    """
  }

  // MARK: The progress file

  func notSavingOverDamagedProgress(_ file: String) -> String {
    "错误：\(file) 无法读取，也无法移到一旁，所以不会用你的进度覆盖它。请先把它移走，再试一次。"
  }
  func couldNotSaveProgress(_ file: String, reason: String) -> String {
    "错误：无法把你的进度保存到 \(file)：\(reason)"
  }
  func progressDamaged(_ file: String, reason: String) -> String {
    "注意：你的进度文件 \(file) 已损坏：\(reason)。"
  }
  func progressLeftAsItIs(_ reason: String) -> String { "它保持原样：\(reason)" }
  func progressKept(as file: String, done: Int) -> String {
    "它已保存为 \(file)；新的进度文件从能读出的内容开始（已完成 \(done) 个练习）。"
  }

  // MARK: Where the learner is

  let everyExerciseDoneNameOne = "所有练习都已完成。要重温某个练习，请写出它的名字：swift run kit list"
  func listHeading(done: Int, of total: Int) -> String {
    "BlueLibrary 设计模式练习：已完成 \(done)/\(total)"
  }
  let statusDone = "已完成"
  let statusPending = "未完成"
  let youAreHere = "<- 你在这里"
  func passesMoveOn(_ name: String) -> String { "\(name) 已通过。继续：swift run kit next" }
  func youAreOn(_ name: String, summary: String) -> String { "当前练习 \(name)：\(summary)" }
  func readThenCheck(_ readme: String) -> String { "先阅读 \(readme)，然后运行：swift run kit check" }
  let everyExerciseDoneWellPlayed = "所有练习都已完成。干得漂亮！"
  func nowOn(_ name: String, readme: String) -> String {
    "当前练习改为 \(name)。先阅读 \(readme)，然后运行：swift run kit check"
  }

  let listKeys = "[上/下 或 k/j] 移动  [回车 或 c] 设为当前  [r] 重置  [q] 退出"
  func confirmReset(_ name: String) -> String {
    "重置 \(name)？你的文件会恢复成初始代码（kit 会保留一份副本）。[y/N]"
  }
  let nothingChanged = "没有做任何改动。"

  // MARK: Moving on

  func patternName(_ pattern: String) -> String { Self.patternNames[pattern] ?? pattern }
  func selectedExercise(_ name: String, pattern: String, summary: String) -> String {
    "\(name)（\(pattern)）：\(summary)"
  }

  /// The patterns' names as the Chinese course writes them; MVC keeps its letters.
  static let patternNames = [
    "MVC": "MVC", "Singleton": "单例模式", "Facade": "外观模式", "Decorator": "装饰者模式",
    "Adapter": "适配器模式", "Observer": "观察者模式", "Memento": "备忘录模式", "Delegation": "委托",
    "Final touches": "收尾工作", "Capstone": "综合练习", "Refactoring": "重构",
  ]

  func cannotMoveOnYet(_ name: String) -> [String] {
    [
      "错误：\(name) 还没有通过，所以还不能继续。",
      "看看还差什么：swift run kit check（卡住了？swift run kit hint）",
    ]
  }
  func nowOnExercise(_ number: Int, _ name: String, pattern: String, summary: String) -> String {
    "现在进入 \(number) \(name)（\(pattern)）：\(summary)"
  }
  func read(_ readme: String) -> String { "阅读 \(readme)" }
  func edit(_ file: String) -> String { "修改 \(file)" }
  let thenCheck = "然后运行：swift run kit check（或者用 swift run kit watch，每次保存都检查）"
  func solutionOpensOncePassed(_ name: String) -> [String] {
    [
      "错误：\(name) 的参考答案要等你的代码通过后才能查看。",
      "检查一下：swift run kit check \(name)（卡住了？swift run kit hint \(name)）",
    ]
  }
  func solutionFileMissing(_ file: String) -> String { "错误：缺少参考答案文件 \(file)。" }

  // MARK: Watching

  func fixItFirst(_ name: String) -> String { "\(name) 还没有通过；先把它修好（按 h 看提示）。" }
  func unknownKey(_ key: String) -> String { "未知按键“\(key)”。" }
  func watchingByHand(_ name: String) -> String { "手动监视：按回车再次检查 \(name)。" }
  func watching(_ folder: String) -> String { "正在监视 \(folder)：每次保存都会重新检查。" }
  let savedDuringCheck = "检查期间有文件保存：重新检查。"
  let checkStopped = "检查已停止。"
  func watchKeys(passes: Bool) -> String {
    passes
      ? "[回车] 再次检查  [n] 下一个练习  [h] 提示  [q] 退出"
      : "[回车] 再次检查  [h] 提示  [q] 退出"
  }

  // MARK: Resetting

  func resetNeedsConfirmation(_ files: String, name: String) -> [String] {
    [
      "错误：reset 会替换你在 \(files) 中的代码。",
      "没有终端可以询问确认；如果确定要这样做，请运行：swift run kit reset \(name) --yes",
    ]
  }
  func replaceWithStarter(_ files: String) -> String { "把 \(files) 恢复成初始代码吗？[y/N] " }
  func couldNotBackUp(_ reason: String) -> String {
    "错误：无法保留你的代码副本，因此没有做任何改动：\(reason)"
  }
  func couldNotRestore(_ file: String, reason: String) -> String {
    "错误：无法恢复 \(file)：\(reason)"
  }
  func restored(_ name: String, files: String) -> String {
    "已恢复 \(name) 的初始代码：\(files)"
  }
  func keptIn(_ folder: String) -> String { "你的版本保存在 \(folder)/" }

  // MARK: Hints

  func hintHeading(_ number: Int, of total: Int, for name: String) -> String {
    "\(name) 的提示 \(number)/\(total)："
  }
  func moreHints(_ left: Int, for name: String) -> String {
    "还有 \(left) 条提示：swift run kit hint \(name) 看下一条，加 --all 看全部。"
  }
  func lastHint(readme: String) -> String { "这是最后一条提示。练习说明：\(readme)" }
  func allHintsHeading(for name: String) -> String { "\(name) 的全部提示：" }
  func instructions(_ readme: String) -> String { "练习说明：\(readme)" }

  // MARK: Checks

  func checking(_ number: Int, _ name: String) -> String { "正在检查 \(number) \(name)……" }
  func editFiles(_ files: [String], withTODO: Bool) -> String {
    "修改 \(files.joined(separator: "、"))" + (withTODO ? "（找到 TODO）。" : "。")
  }
  func instructionsAfterFailure(_ readme: String) -> String { "练习说明：\(readme)" }
  func stuck(_ name: String) -> String { "卡住了？swift run kit hint \(name)" }
  func compareWithSolution(_ name: String) -> String {
    "和参考答案对照一下：swift run kit solution \(name)"
  }
  let lastOneCongratulations = "这是最后一个练习：所有练习都通过了。恭喜！"
  let wellDone = "做得好！"
  func moveOn(to name: String) -> String { "然后进入 \(name)：swift run kit next" }
  func finishFirst(_ name: String) -> String {
    "你当前的练习是 \(name)，它还没有通过：swift run kit check \(name)"
      + "（通过后用 swift run kit next 继续）"
  }

  // MARK: Check reports

  func passed(_ name: String, tests: Int, checks: Int) -> String {
    let headline = "通过  \(name)：全部 \(tests) 个测试通过"
    switch checks {
    case 0: return headline + "。"
    case 1: return headline + "，那项检查也满足。"
    default: return headline + "，\(checks) 项检查也全部满足。"
    }
  }
  func warningsInYourCode(_ count: Int) -> String {
    "  你的代码里有 \(count) 个编译器警告（测试通过了，但值得看一看）："
  }
  func failedWithoutExpectation(_ name: String) -> String {
    "失败  \(name)：测试没有通过，也没有报告任何期望。"
  }
  func failed(_ name: String, failingTests: Int, of tests: Int, expectations: Int) -> String {
    "失败  \(name)：\(tests) 个测试中有 \(failingTests) 个失败（\(expectations) 个期望）。"
  }
  func failedChecks(_ name: String, failingChecks: Int, of checks: Int, tests: Int) -> String {
    checks == 1
      ? "失败  \(name)：全部 \(tests) 个测试通过，但那项检查不满足。"
      : "失败  \(name)：全部 \(tests) 个测试通过，但 \(checks) 项检查中有 \(failingChecks) 项不满足。"
  }
  func moreFailures(_ count: Int, name: String) -> String {
    "  ……还有 \(count) 个失败的期望（swift run kit check \(name) --verbose 会全部列出）"
  }
  func charactersLeftOut(_ count: Int, name: String) -> String {
    "……（这里省略了 \(count) 个字符：swift run kit check \(name) --verbose 会全部显示）……"
  }
  func buildFailed(_ name: String) -> String { "构建失败  \(name) 还不能编译：" }
  func moreErrors(_ count: Int, name: String) -> String {
    "  ……还有 \(count) 个错误（swift run kit check \(name) --verbose 会全部列出）"
  }
  func crashed(_ name: String, inTest test: String?) -> String {
    "崩溃  \(name)：测试运行" + (test.map { "到 \($0) 时" } ?? "") + "中止了。"
  }
  let trappedWithoutReason = "程序触发了陷阱（trap）。"
  func crashedAt(_ location: String) -> String { "  位置：\(location)" }
  let crashAdvice = [
    "  陷阱（下标越界、对 nil 强制解包、前置条件不成立、让队列等待它自己……）",
    "  会让所有测试同时停止。原因和位置见上文：让代码自己处理这种情况",
    "  （返回一个值、抛出错误，或者什么也不做）。",
  ]
  func endedEarly(_ name: String, inTest test: String?, termination: String) -> String {
    "提前结束  \(name)：" + (test.map { "测试运行在 \($0) 中结束了" } ?? "测试运行结束了")
      + "（\(termination)），测试还没有跑完。"
  }
  func describe(_ termination: Termination) -> String {
    switch termination {
    case .exited(let status): "退出状态 \(status)"
    case .signalled(let signal): "信号 \(signal)"
    }
  }
  let endedEarlyAdvice = [
    "  你的代码在测试运行时结束了整个程序（比如调用了 exit()）；",
    "  函数应当把结果交还给调用它的地方：返回一个值。",
  ]
  func reason(_ error: CheckError) -> String {
    switch error {
    case .process(let error): reason(error)
    case .noTestRan(let lastLines): "swift test 还没运行任何测试就停止了：\n\(lastLines)"
    case .cannotCompileSnippets: "无法启动“swiftc”：这个检查器不编译代码片段"
    case .noDeclarationList(let module): "构建没有留下 \(module) 的声明列表（符号图）；请再检查一次"
    case .cannotWriteSnippets(let path, let reason): "无法写入 \(path)：\(reason)"
    case .stopped: "检查被停止了。"
    }
  }
  func reason(_ error: SubprocessError) -> String {
    switch error {
    case .executableNotFound(let name): "在 PATH 中找不到“\(name)”。Swift 工具链安装了吗？"
    case .couldNotStart(let name, let code):
      "无法启动“\(name)”：\(SubprocessError.systemReason(code))"
    case .timedOut(let name, let limit):
      "“\(name)”运行超过 \(limit.components.seconds) 秒，已被停止。"
    }
  }
  func couldNotRun(_ name: String, reason: String) -> String {
    "错误  无法检查 \(name)：\(reason)"
  }
  func testsTimedOut(_ name: String, seconds: Int) -> String {
    "超时  \(name)：测试超出了时间限制（\(seconds) 秒）；你的代码可能陷入了死循环。"
  }
  func testsThatWereRunning(_ tests: [String]) -> String {
    "  当时正在运行的测试：\(tests.joined(separator: "、"))"
  }
  let endlessLoopAdvice = [
    "  条件永远不会变为 false 的循环（循环里从不修改的变量），",
    "  或无休止地调用自身的函数，都不会结束；请检查这些地方。",
  ]
  func buildTimedOut(_ name: String, seconds: Int) -> [String] {
    [
      "超时  \(name)：构建超出了时间限制（\(seconds) 秒），已被停止。",
      "",
      "  可能有这个练习的另一次构建占用着它（是不是开了第二个 kit watch？）；",
      "  再检查一次即可：构建会从停下的地方继续。",
    ]
  }

  // MARK: The lesson's guard

  func refused(_ name: String) -> String {
    "未检查  \(name)：它的文件已不是这节课给出的文件，就算通过也说明不了什么："
  }
  func listedFileMissing(_ path: String) -> String {
    "\(path) 不见了；它是你要编辑的文件。"
  }
  func givenFileMissing(_ path: String) -> String {
    "\(path) 被删除了；它是练习提供的文件，kit 要用它来检查你的代码。"
  }
  func givenFileChanged(_ path: String) -> String {
    "\(path) 被修改了；它是练习提供的文件（测试就是需求），必须保持原样。"
  }
  func extraSwiftFile(_ path: String) -> String {
    "\(path) 不属于这个练习；kit 只检查 README 点名的文件，代码应该写在那些文件里。"
  }
  func givenFilesRecordUnreadable(_ reason: String) -> String {
    "无法读取 Exercises/given-files.json（记录每个练习所提供文件的清单）：\(reason)"
  }
  func refusalAdvice(_ name: String) -> [String] {
    [
      "  如果你觉得某个测试写错了，请重读 README：测试检查的正是它的要求。",
      "  swift run kit reset \(name) 会把所有文件恢复成练习提供的样子（并保留你的副本）。",
    ]
  }

  // MARK: Resetting the whole exercise

  func restoredGivenFiles(_ files: String) -> String {
    "已恢复练习提供的文件：\(files)"
  }
  func removedExtraFiles(_ files: String) -> String {
    "已移走不属于练习的文件：\(files)"
  }
  func couldNotRestoreGivenFile(_ file: String, reason: String) -> [String] {
    [
      "错误：无法恢复 \(file)：\(reason)",
      "这份 kit 不是 git 克隆，或者它的历史里没有这个文件：请从 kit 的仓库（或重新下载的 kit）"
        + "取回 \(file)，放回同一路径。",
    ]
  }

  // MARK: Verifying the mistakes

  func mistakeCaught(_ name: String, runs: Int, by reason: String) -> String {
    "ok    \(name)：\(runs) 次运行中 \(runs) 次被发现，发现者：\(reason)"
  }
  func mistakePassed(_ name: String, passes: Int, of runs: Int, belief: String) -> String {
    "FAIL  \(name)：\(runs) 次运行中有 \(passes) 次通过；抱有这种想法的学习者会看到 PASS：\(belief)"
  }
  func mistakeCaughtVariously(_ name: String, runs: Int, reasons: [String]) -> String {
    "ok    \(name)：\(runs) 次运行中 \(runs) 次被发现，发现者：\(reasons.joined(separator: "；随后是"))"
  }
  func caughtByTests(_ tests: [String]) -> String {
    "测试 " + tests.joined(separator: "、")
  }
  func caughtByChecks(_ checks: [String]) -> String {
    "检查 " + checks.joined(separator: "、") + "，而测试全部通过"
  }
  let caughtByTheCompiler = "编译器（无法构建）"
  func caughtByACrash(inTest test: String?) -> String {
    (test.map { "\($0) 中的" } ?? "") + "陷阱（trap）"
  }
  func caughtByAnEarlyEnd(inTest test: String?) -> String {
    (test.map { "\($0) 中" } ?? "") + "提前结束的测试运行"
  }
  let caughtByTheTimeLimit = "时间限制"
  let caughtByTheGuard = "课程守卫（提供的文件被改动，或代码写到了别的文件里）"
  func mistakeNotChecked(_ name: String, reason: String) -> String {
    "FAIL  \(name)：无法检查，因此什么也证明不了：\(reason)"
  }
  func tooFewMistakes(_ count: Int, minimum: Int) -> String {
    "它只收录了 \(count) 个错误；每个练习至少需要 \(minimum) 个"
  }
  func duplicateMistake(_ name: String) -> String { "有两个错误都叫“\(name)”" }
  func beliefMissing(_ name: String, language: String) -> String {
    "错误“\(name)”没有说明学习者当时的想法（\(language)）"
  }
  func mistakeFolderMissing(_ name: String, folder: String) -> String {
    "错误“\(name)”缺少文件夹 \(folder)"
  }
  func mistakeFolderWithoutEntry(_ folder: String) -> String {
    "文件夹 \(folder) 不对应 exercises.json 中的任何错误"
  }
  func mistakeIsTheSolution(_ name: String) -> String {
    "错误“\(name)”什么也没改：应用之后就是参考答案"
  }
  func mistakePathInvalid(_ name: String, path: String) -> String {
    "错误“\(name)”提到了 \(path)，它不是这个练习的文件"
  }
  func givenFilesRecordOutOfDate(_ folder: String, drift: [String]) -> [String] {
    [
      "它所提供文件的记录（Exercises/given-files.json）已过时（+ 新增，~ 修改，- 删除）："
    ] + drift.map { "  \($0)" } + [
      "请先阅读差异（git diff -- Exercises/\(folder)）：被削弱的测试绝不能记录下来。然后重新记录：",
      "  swift run kit verify --record-given-files",
    ]
  }
  func recordedGivenFiles(_ count: Int, file: String) -> String {
    "已在 \(file) 中记录 \(count) 个练习所提供的文件；提交前请阅读它的差异。"
  }
  func couldNotSaveRecord(_ file: String, reason: String) -> String {
    "错误：无法写入 \(file)：\(reason)"
  }
  func oneVerifyModeAtATime(_ modes: [String]) -> String {
    "错误：verify 一次只做一件事；请在 \(modes.joined(separator: "、")) 中选一个。"
  }
  func couldNotCopy(to path: String, reason: String) -> String {
    "无法把它复制到 \(path)：\(reason)"
  }
  let checkWasStopped = "检查被停止了。"
  let solutionMustPassFirst = "参考答案必须先通过，它的错误才有意义，但是："
  func mistakesSummary(caught: Int, passed: Int, unchecked: Int) -> String {
    "mistakes：\(caught) 个被发现，\(passed) 个通过，\(unchecked) 个未检查"
  }

  // MARK: Refactoring exercises

  let language = Language.simplifiedChinese
  func refactoringVerdict(
    _ name: String, passes: Bool, behaviourKept: Int, of tests: Int, structureHeld: Int,
    of checks: Int
  ) -> String {
    "\(passes ? "通过" : "失败")  \(name)：行为保持：\(tests) 个中 \(behaviourKept) 个；"
      + "结构：\(checks) 项中 \(structureHeld) 项。"
  }
  func theSmell(_ smell: String) -> String { "  代码的坏味道：\(smell)" }
  let behaviourChanged = "  行为有变化（这些测试在初始代码上是通过的）："
  let structureToReach = "  尚未达到的结构："
  func stillMentions(_ pattern: String, line: String) -> String {
    "这一行仍然匹配 \(pattern)：`\(line)`"
  }
  func breaksTheRule(line: String) -> String {
    "这一行正是下面这条规则不允许的写法：`\(line)`"
  }
  func declaresUnlisted(_ declaration: String) -> String {
    "你的代码声明了 `\(declaration)`，而 README 并没有列出它"
  }
  func keepsUnlisted(_ declaration: String) -> String {
    "你的代码在 `\(declaration)` 里保存了值，而 README 并没有列出这个存储属性"
  }
  func keepsShared(_ declaration: String) -> String {
    "你的代码把 `\(declaration)` 放在了 `static` 属性或全局变量里，所有实例共用这一份"
  }
  func declaredElsewhere(_ declaration: String, file: String) -> String {
    "你的代码在这里声明了 `\(declaration)`，而 README 规定它只能写在 \(file) 里"
  }
  func takesUnlisted(_ declaration: String, type: String) -> String {
    "`\(declaration)` 接收或持有 `\(type)`，而 README 只允许它点名的声明这样做"
  }
  func cannotReadForStructure(_ path: String) -> String {
    "无法读取 \(path)，所以这项检查无法成立。"
  }
  func snippetMustCompile(_ snippet: String) -> String {
    "模式到位后，\(snippet) 必须能编译，但现在还不能。"
  }
  func snippetReturnedFalse(_ snippet: String) -> String {
    "模式到位后，\(snippet) 必须返回 true，但它返回了 false。"
  }
  func snippetEnded(_ snippet: String, how: String) -> String {
    "模式到位后，\(snippet) 必须返回 true，但它还没返回就结束了（\(how)）：是不是你的代码里有强制解包，或者下标越界？"
  }
  func snippetRanTooLong(_ snippet: String, seconds: Int64) -> String {
    "模式到位后，\(snippet) 必须返回 true，但它运行了 \(seconds) 秒还没结束，已被停止：是不是你的代码里有一个停不下来的循环？"
  }
  func structureCheckNotUnderstood(_ kind: String) -> String {
    "kit 无法运行这项检查（类型为“\(kind)”，或者缺少它需要的字段）；"
      + "kit verify 会指出 exercises.json 里的问题。"
  }
  func caughtByStructure(_ checks: [String]) -> String {
    "结构检查 " + checks.joined(separator: "、")
  }
}
