import CommandLineVocabulary
import Foundation
import Testing

@testable import ExerciseRunner

/// A checker for refactoring exercises that answers at once: the behaviour tests pass unless a
/// source file says "Broken" (the starter works, as a refactoring's must), and the compiler
/// accepts a snippet that must compile, and refuses one that must not, only once a file says
/// "Solved".
final class ScriptedRefactoringChecker: ExerciseChecker {
  /// The error a snippet that must compile gets before the refactoring.
  static let missingRole = CompilerError(location: nil, message: "cannot find 'Shelf' in scope")

  func check(packageAt folder: URL) -> CheckOutcome {
    sources(of: folder).contains("Broken")
      ? .failed([ScriptedChecker.failure], testCount: 2) : .passed(testCount: 2)
  }

  func verdicts(for checks: [Snippet], packageAt folder: URL)
    throws(CheckError) -> [SnippetVerdict]
  {
    let solved = sources(of: folder).contains("Solved")
    return checks.map { snippet in
      switch (snippet.expectedError, solved) {
      case (nil, true): .compiled
      case (nil, false): .refusedOtherwise([Self.missingRole])
      case (_, true): .refused
      case (_, false): .compiled
      }
    }
  }

  /// Every source file of the package at `folder`, joined.
  private func sources(of folder: URL) -> String {
    let root = folder.appendingPathComponent("Sources")
    let paths = FileManager.default.enumerator(atPath: root.path)
    var text = ""
    while let path = paths?.nextObject() as? String {
      text += (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
    return text
  }
}

/// Refactoring exercises in `kit check`, `kit verify` and `kit verify --mistakes`, with a
/// scripted checker; `RefactoringFixtureTests` builds a real one.
@Suite struct RefactoringTests {
  static let listed = "Sources/First/First.swift"
  static let starter =
    "// TODO: refactor.\nfinal class First {\n  let data = FileManager.default\n}\n"
  static let solution = "// Solved.\nfinal class First {\n  init(source: any Shelf) {}\n}\n"

  static let readsNoFiles = StructureCheck(
    name: "The controller reads no files", kind: .mustNotMention, file: listed,
    pattern: "FileManager|contentsOf", requirement: "the controller reads no files",
    translations: [
      "zh-Hans": StructureCheckTranslation(name: "控制器不读取文件", requirement: "控制器不读取任何文件")
    ])
  static let anyShelf = StructureCheck(
    name: "Any shelf fills it", kind: .mustCompile, snippet: "_ = First(source: BundledShelf())",
    requirement: "any shelf source can fill it",
    translations: [
      "zh-Hans": StructureCheckTranslation(name: "任何书架都能提供数据", requirement: "任何书架数据源都能为它提供数据")
    ])
  static let noManager = StructureCheck(
    name: "Nobody reaches its file manager", kind: .mustNotCompile, snippet: "_ = First().data",
    expectedError: "has no member 'data'", requirement: "nobody reaches its files",
    translations: [
      "zh-Hans": StructureCheckTranslation(name: "没人能拿到它的文件管理器", requirement: "没人能拿到它的文件")
    ])

  /// The standard exercises, the first a refactoring with `checks`, READMEs that state them, a
  /// starter that works and reads files, and a solution that does not.
  func exercises(
    _ checks: [StructureCheck] = [readsNoFiles, anyShelf, noManager],
    edit: (inout Exercise) -> Void = { _ in }
  ) throws -> TemporaryExercises {
    var list = TemporaryExercises.standard
    list[0].refactoring = Refactoring(
      smell: "The controller reads files itself.", structure: checks)
    list[0].translations = [
      "zh-Hans": ExerciseTranslation(
        summary: "第一个。", hints: ["再仔细看看。", "再近一点。"], smell: "控制器自己读取文件。",
        translationOf: "")
    ]
    edit(&list[0])
    let exercises = try TemporaryExercises(list)
    try exercises.write(
      "# first-one\n\nMove the reading out: the controller reads no files, any shelf source can\n"
        + "fill it, and nobody reaches its files.\n",
      to: "01-first-one/README.md")
    try exercises.write(
      "# first-one\n\n把读取移出去：控制器不读取任何文件，任何书架数据源都能为它提供数据，没人能拿到它的文件。\n",
      to: "01-first-one/README.zh-Hans.md")
    for path in ["01-first-one/" + Self.listed, "01-first-one/Starter/" + Self.listed] {
      try exercises.write(Self.starter, to: path)
    }
    try exercises.write(Self.solution, to: "01-first-one/Solution/" + Self.listed)
    return exercises
  }

  @Test func theStarterKeepsBehaviourAndFailsEveryStructureCheckInTheReadmesWords() throws {
    let exercises = try exercises()
    let result = exercises.run(["check", "first-one"], checker: ScriptedRefactoringChecker())
    #expect(result.status == .failure)
    #expect(
      result.output.hasPrefix(
        """
        Checking 1 first-one...
        FAIL  first-one: behaviour kept: 2 of 2; structure: 0 of 3.

          What hurts: The controller reads files itself.

          Structure still to reach:

          The controller reads no files  (Exercises/01-first-one/Sources/First/First.swift:3:14)
            this line still matches FileManager|contentsOf: `let data = FileManager.default`
            -> the README asks for this: "the controller reads no files"

          Any shelf fills it
            `_ = First(source: BundledShelf())` must compile once the pattern is there, but it \
        does not yet.
            -> the compiler said: cannot find 'Shelf' in scope
            -> the README asks for this: "any shelf source can fill it"

          Nobody reaches its file manager
            `_ = First().data` compiled, but it must not: your code still allows it.
            -> the README asks for this: "nobody reaches its files"

        Edit Exercises/01-first-one/Sources/First/First.swift (look for TODO).
        """))
    #expect(exercises.progress.done.isEmpty)
  }

  @Test func theRefactoredCodePassesOnlyWhenBehaviourAndStructureBothHold() throws {
    let exercises = try exercises()
    try exercises.write(Self.solution, to: "01-first-one/" + Self.listed)
    let result = exercises.run(["check", "first-one"], checker: ScriptedRefactoringChecker())
    #expect(result.status == .success)
    #expect(
      result.output.contains(
        "\nPASS  first-one: behaviour kept: 2 of 2; structure: 3 of 3.\n\nWell done!"))
    #expect(exercises.progress.done == ["first-one"])
  }

  @Test func aRefactoringThatBreaksBehaviourFailsWithBothHalvesShown() throws {
    let exercises = try exercises()
    try exercises.write(
      "// Solved, but Broken.\nfinal class First {}\n", to: "01-first-one/" + Self.listed)
    let result = exercises.run(["check", "first-one"], checker: ScriptedRefactoringChecker())
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        """
        FAIL  first-one: behaviour kept: 1 of 2; structure: 3 of 3.

          Behaviour that changed (these tests passed on the starter):

          answersCorrectly()  (Exercises/01-first-one/Tests/Tests.swift:7:5)
            Expectation failed: (answer → 0) == 42
            -> the answer is 42

        Edit
        """))
    #expect(!result.output.contains("What hurts"), "the structure holds; the behaviour does not")
  }

  @Test func theReportSpeaksChinese() throws {
    let exercises = try exercises()
    let result = exercises.run(
      ["check", "first-one", "--lang", "zh-Hans"], checker: ScriptedRefactoringChecker())
    #expect(
      result.output.contains(
        """
        失败  first-one：行为保持：2 个中 2 个；结构：3 项中 0 项。

          代码的坏味道：控制器自己读取文件。

          尚未达到的结构：

          控制器不读取文件  (Exercises/01-first-one/Sources/First/First.swift:3:14)
            这一行仍然匹配 FileManager|contentsOf：`let data = FileManager.default`
            -> README 的要求是：“控制器不读取任何文件”

          任何书架都能提供数据
            模式到位后，`_ = First(source: BundledShelf())` 必须能编译，但现在还不能。
        """))
    try exercises.write(Self.solution, to: "01-first-one/" + Self.listed)
    let passed = exercises.run(
      ["check", "first-one", "--lang", "zh-Hans"], checker: ScriptedRefactoringChecker())
    #expect(passed.output.contains("通过  first-one：行为保持：2 个中 2 个；结构：3 项中 3 项。"))
  }

  @Test func verifyProvesTheStarterKeepsBehaviourAndTheSolutionReachesTheStructure() throws {
    let result = try exercises().run(
      ["verify", "first-one"], checker: ScriptedRefactoringChecker())
    #expect(result.output.hasPrefix("ok    1 first-one ("))
    #expect(result.status == .success)
  }

  @Test func verifyRefusesAStarterThatAlreadyHoldsACheckOrBreaksBehaviour() throws {
    let exercises = try exercises()
    try exercises.write(
      "// TODO: refactor. Broken.\nfinal class First {}\n",
      to: "01-first-one/Starter/" + Self.listed)
    let output = exercises.run(["verify", "first-one"], checker: ScriptedRefactoringChecker())
      .output
    #expect(output.contains("- the starter of a refactoring must pass its behaviour tests, but:\n"))
    #expect(
      output.contains(
        "- structure check \"The controller reads no files\" already holds on the starter, so "
          + "it could never fail there; leave that for the learner to reach, or mark the check "
          + "\"keptByStarter\" if the starter is meant to keep it\n"))
  }

  @Test func aCheckKeptByTheStarterMustHoldThere() throws {
    var kept = Self.readsNoFiles
    kept.keptByStarter = true
    let output = try exercises([kept, Self.anyShelf]).run(
      ["verify", "first-one"], checker: ScriptedRefactoringChecker()
    ).output
    #expect(
      output.contains(
        "- structure check \"The controller reads no files\" is marked \"keptByStarter\", but "
          + "fails on the starter: this line still matches FileManager|contentsOf: "
          + "`let data = FileManager.default`\n"))
  }

  @Test func verifyRefusesAnUnsoundRefactoring() throws {
    var unknown = Self.anyShelf
    unknown.kind = .unknown("mustMention")
    var noPattern = Self.readsNoFiles
    noPattern.name = "No pattern"
    noPattern.pattern = nil
    noPattern.snippet = "_ = 1"
    var badRegex = Self.readsNoFiles
    badRegex.name = "Bad regex"
    badRegex.pattern = "File(Manager"
    badRegex.file = "Sources/First/Gone.swift"
    var misquoted = Self.noManager
    misquoted.requirement = "nobody ever reaches"
    var membersOfASnippet = Self.anyShelf
    membersOfASnippet.name = "Members of a snippet"
    membersOfASnippet.membersOf = "struct +Shelf"
    var badOpener = Self.readsNoFiles
    badOpener.name = "Bad opener"
    badOpener.membersOf = "struct (Shelf"
    var runWithoutSnippet = Self.anyShelf
    runWithoutSnippet.name = "Run without a snippet"
    runWithoutSnippet.kind = .mustReturnTrue
    runWithoutSnippet.snippet = nil
    runWithoutSnippet.expectedError = "cannot find"
    var wrongExamples = Self.readsNoFiles
    wrongExamples.name = "Wrong examples"
    wrongExamples.refuses = ["let data = FileManager.default", "let text = try String(of: url)"]
    wrongExamples.accepts = ["let shelf = BundledShelf()", "let data = try Data(contentsOf: url)"]
    var examplesOfASnippet = Self.anyShelf
    examplesOfASnippet.name = "Examples of a snippet"
    examplesOfASnippet.accepts = ["_ = First()"]
    var twoScopes = Self.readsNoFiles
    twoScopes.name = "Two scopes"
    twoScopes.membersOf = "struct +Shelf"
    twoScopes.topLevelOnly = true
    let checks = [
      unknown, noPattern, badRegex, misquoted, membersOfASnippet, badOpener, runWithoutSnippet,
      wrongExamples, examplesOfASnippet, twoScopes,
    ]
    let exercises = try exercises(checks) { exercise in
      exercise.translations?["zh-Hans"]?.smell = nil
    }
    let output = exercises.run(["verify", "first-one"], checker: ScriptedRefactoringChecker())
      .output
    for problem in [
      "translations.zh-Hans has no \"smell\" for the refactoring",
      "refactoring.structure[0] has the kind \"mustMention\", which kit does not know "
        + "(mustNotMention, mustCompile, mustNotCompile, mustReturnTrue or declaresOnly)",
      "refactoring.structure[1] (mustNotMention) needs a \"pattern\"",
      "refactoring.structure[1] (mustNotMention) has a \"snippet\" it does not use",
      "refactoring.structure[2]: \"File(Manager\" is not a Swift regex",
      "refactoring.structure[2] reads Sources/First/Gone.swift, which is no file of the exercise",
      "refactoring.structure[3] quotes \"nobody ever reaches\" as the README's words, but "
        + "README.md does not say that",
      "refactoring.structure[4] (mustCompile) has a \"membersOf\" it does not use",
      "refactoring.structure[5]: \"struct (Shelf\" is not a Swift regex",
      "refactoring.structure[6] (mustReturnTrue) needs a \"snippet\"",
      "refactoring.structure[6] (mustReturnTrue) has a \"expectedError\" it does not use",
      "refactoring.structure[7] lets `let text = try String(of: url)` through, but lists it "
        + "under \"refuses\": its pattern must catch that line",
      "refactoring.structure[7] catches `let data = try Data(contentsOf: url)`, but lists it "
        + "under \"accepts\" (right code): its pattern must let that line through",
      "refactoring.structure[8] (mustCompile) has a \"accepts\" it does not use",
      "refactoring.structure[9] has more than one of \"membersOf\", \"topLevelOnly\" and "
        + "\"exceptInside\": it reads one scope",
    ] {
      #expect(output.contains("- \(problem)\n"), "\(problem)")
    }
    #expect(!output.contains("let shelf = BundledShelf()"), "a line it lets through is no problem")
    #expect(
      !output.contains("let data = FileManager.default`"), "a line it catches is no problem")
  }

  @Test func aMistakeThatKeepsTheCouplingIsCaughtByTheStructureCheckItBreaks() throws {
    let exercises = try exercises { exercise in
      exercise.mistakes = [
        Mistake(name: "renamed-only", belief: "Renaming the class is refactoring."),
        Mistake(name: "broke-it", belief: "Behaviour may change a little."),
        Mistake(name: "still-reads", belief: "Reading through a helper is fine."),
      ]
      exercise.translations?["zh-Hans"]?.mistakes = [
        "renamed-only": "改个名字就是重构。", "broke-it": "行为可以稍微变一变。",
        "still-reads": "通过辅助函数读取就可以。",
      ]
    }
    let mistakes = [
      ("renamed-only", "// Solved.\nfinal class First {\n  let data = FileManager.default\n}\n"),
      ("broke-it", "// Solved. Broken.\nfinal class First {}\n"),
      ("still-reads", "// Solved.\nlet text = try? String(contentsOfFile: \"a\")\n"),
    ]
    for (name, contents) in mistakes {
      try exercises.write(contents, to: "01-first-one/Mistakes/\(name)/\(Self.listed)")
    }
    let result = exercises.run(
      ["verify", "--mistakes", "first-one", "--runs", "1"], checker: ScriptedRefactoringChecker())
    #expect(result.status == .success)
    #expect(
      result.output.contains(
        "ok    renamed-only: caught on 1 of 1 runs, by the structure check "
          + "The controller reads no files\n"))
    #expect(
      result.output.contains(
        "ok    broke-it: caught on 1 of 1 runs, by the test answersCorrectly()\n"))
    #expect(result.output.hasSuffix("\nmistakes: 3 caught, 0 passed, 0 not checked\n"))
  }
}

/// A real refactoring exercise, `Fixtures/Refactoring`, built and type-checked.
///
/// Its shelf controller reads a file itself, and is refactored behind a shelf source. It is
/// built with `swift test` and its snippets type-checked with `swiftc`, as in
/// `GuardedFixtureTests`.
@Suite(.serialized) struct RefactoringFixtureTests {
  static let fixture = SwiftTestCheckerTests.testsFolder.appendingPathComponent(
    "Fixtures/Refactoring")
  static let exercisesFolder = SwiftTestCheckerTests.workFolder
    .appendingPathComponent("RefactoringExercises")
  static let checker = SwiftTestChecker(
    buildFolder: SwiftTestCheckerTests.workFolder.appendingPathComponent(".build"))
  /// `verify`'s own: it builds copies of the exercise at another path, and a SwiftPM build
  /// folder shared by two packages may keep one's modules for the other (the next run's check
  /// of the starter then type-checked its snippet against the solution's module).
  static let verifyChecker = SwiftTestChecker(
    buildFolder: SwiftTestCheckerTests.workFolder.appendingPathComponent(".build-verify"))
  static let listed = "Sources/FixtureRefactoring/ShelfController.swift"
  /// A `mustReturnTrue` snippet: the solution returns `true`; the starter cannot compile it.
  static let sortedTitlesSnippet = """
    struct Unsorted: ShelfSource {
      func titles() -> [String] { ["Blue", "Abbey Road"] }
    }
    return ShelfController(source: Unsorted()).titles() == ["Abbey Road", "Blue"]
    """

  /// An Exercises folder holding the fixture as its one exercise, with the learner's file as
  /// the starter gives it.
  func exercises() throws {
    let package = Self.exercisesFolder.appendingPathComponent("01-refactor-shelf")
    try SwiftTestCheckerTests.bringUpToDate(package, from: Self.fixture)
    let structure = [
      StructureCheck(
        name: "The controller reads no files", kind: .mustNotMention, file: Self.listed,
        pattern: "contentsOf", requirement: "the controller reads no files"),
      StructureCheck(
        name: "Any shelf source fills it", kind: .mustCompile,
        snippet:
          "let source: any ShelfSource = BundledShelf()\n_ = ShelfController(source: source)",
        requirement: "any shelf source can fill it"),
      StructureCheck(
        name: "Any source's titles are sorted", kind: .mustReturnTrue,
        snippet: Self.sortedTitlesSnippet, requirement: "any shelf source can fill it"),
    ]
    let exercise = Exercise(
      name: "refactor-shelf", pattern: "MVC", summary: "A shelf source.",
      folder: "01-refactor-shelf", files: [Self.listed],
      refactoring: Refactoring(smell: "The controller reads a file.", structure: structure),
      hints: ["Put the reading behind a protocol."])
    try JSONEncoder().encode(ExerciseList(exercises: [exercise]))
      .write(to: Self.exercisesFolder.appendingPathComponent("exercises.json"))
  }

  func kit(_ arguments: [String], checker: SwiftTestChecker = checker) throws -> (
    status: ExitCode, output: String
  ) {
    try exercises()
    let console = Console.memory(input: [], isInteractive: false)
    let status = Kit.run(
      ["--exercises-path", Self.exercisesFolder.path] + arguments,
      console: console, currentDirectory: Self.exercisesFolder, checker: checker)
    return (status, console.output)
  }

  @Test func theStarterKeepsBehaviourAndReportsTheLineThatStillReadsAndTheSnippetThatFails()
    throws
  {
    let result = try kit(["check", "refactor-shelf"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        """
        FAIL  refactor-shelf: behaviour kept: 1 of 1; structure: 0 of 3.

          What hurts: The controller reads a file.

          Structure still to reach:

          The controller reads no files  (01-refactor-shelf/\(Self.listed):8:29)
            this line still matches contentsOf: \
        `let saved = try? String(contentsOfFile: "/nonexistent/shelf.txt", encoding: .utf8)`
            -> the README asks for this: "the controller reads no files"

          Any shelf source fills it
            `let source: any ShelfSource = BundledShelf(); _ = ShelfController(source: source)` \
        must compile once the pattern is there, but it does not yet.
            -> the compiler said: cannot find type 'ShelfSource' in scope
        """), "\(result.output)")
    #expect(
      result.output.contains(
        """
          Any source's titles are sorted
            `struct Unsorted: ShelfSource { func titles() -> [String] { ["Blue", "Abbey Road"] \
        } }; return ShelfController(source: Unsorted()).titles() == ["Abbey Road", "Blue"]` \
        must compile once the pattern is there, but it does not yet.
        """), "\(result.output)")
  }

  /// A `mustReturnTrue` snippet is linked with the module the check built, and run: each
  /// verdict says what the run did, one process per snippet, so a trap hides no other verdict.
  @Test func aSnippetThatMustReturnTrueIsRunAndItsEndingIsItsVerdict() throws {
    _ = try kit(["check", "refactor-shelf"])
    let package = Self.exercisesFolder.appendingPathComponent("01-refactor-shelf")
    let checker = SnippetTypeChecker(
      scratchFolder: Self.checker.buildFolder.appendingPathComponent("01-refactor-shelf"),
      moduleCache: Self.checker.moduleCacheFolder,
      modules: SwiftTestChecker.libraryModules(in: package), runLimit: .seconds(2))
    func run(_ code: String) -> Snippet {
      Snippet(name: code, code: code, expectedError: nil, mustReturnTrue: true)
    }
    let verdicts = try checker.verdicts(for: [
      run("return ShelfController().titles() == [\"Abbey Road\", \"Blue\"]"),
      run("return ShelfController().titles().isEmpty"),
      run("let none: [String] = []\nreturn none[0] == \"Blue\""),
      run(
        """
        var count = 0
        repeat { count = ShelfController().titles().count } while count == 2
        return true
        """),
      run("return ShelfController().titles().first"),
      Snippet(name: "compiled only", code: "_ = ShelfController()", expectedError: nil),
    ])
    #expect(verdicts.count == 6)
    #expect(verdicts[0] == .compiled, "returned true")
    #expect(verdicts[1] == .failedWhenRun(.returnedFalse))
    guard case .failedWhenRun(.ended(.signalled)) = verdicts[2] else {
      Issue.record("an index out of range traps, but the verdict is \(verdicts[2])")
      return
    }
    #expect(verdicts[3] == .failedWhenRun(.ranTooLong(.seconds(2))))
    guard case .refusedOtherwise(let errors) = verdicts[4] else {
      Issue.record("a snippet that returns no Bool does not compile, but is \(verdicts[4])")
      return
    }
    #expect(errors.count == 1)
    #expect(verdicts[5] == .compiled)
  }

  @Test func verifyProvesTheStarterAndTheSolution() throws {
    let result = try kit(["verify"], checker: Self.verifyChecker)
    #expect(result.output.hasPrefix("ok    1 refactor-shelf ("), "\(result.output)")
    #expect(result.status == .success)
  }
}

extension RefactoringTests {
  /// A `mustReturnTrue` check is spelled so in `exercises.json`, and each way its run can go
  /// wrong reads as what it means, in both languages.
  @Test func aSnippetThatDidNotReturnTrueSaysHowItEnded() throws {
    let json = Data(
      #"{"name": "Empty", "kind": "mustReturnTrue", "snippet": "return true", "requirement": "r"}"#
        .utf8)
    let check = try JSONDecoder().decode(StructureCheck.self, from: json)
    #expect(check.kind == .mustReturnTrue)
    #expect(check.compiledSnippet?.mustReturnTrue == true)
    #expect(check.verdict(for: .compiled) == .held)
    let failures: [(SnippetRunFailure, String, String)] = [
      (
        .returnedFalse,
        "`return true` must return true once the pattern is there, but it returns false.",
        "模式到位后，`return true` 必须返回 true，但它返回了 false。"
      ),
      (
        .ended(.signalled(4)),
        "`return true` must return true once the pattern is there, but it ended first "
          + "(signal 4): a force unwrap, or an index out of range, in your code?",
        "模式到位后，`return true` 必须返回 true，但它还没返回就结束了（信号 4）："
          + "是不是你的代码里有强制解包，或者下标越界？"
      ),
      (
        .ranTooLong(.seconds(10)),
        "`return true` must return true once the pattern is there, but it was still running "
          + "after 10 seconds, and was stopped: a loop that never ends, in your code?",
        "模式到位后，`return true` 必须返回 true，但它运行了 10 秒还没结束，已被停止："
          + "是不是你的代码里有一个停不下来的循环？"
      ),
    ]
    for (failure, english, chinese) in failures {
      let verdict = check.verdict(for: .failedWhenRun(failure))
      #expect(verdict == .snippet(.failedWhenRun(failure)))
      #expect(check.failure(for: verdict)?.message == english)
      #expect(check.failure(for: verdict, in: .simplifiedChinese)?.message == chinese)
    }
  }

  /// A snippet is quoted on one line: `; ` between statements, a space inside braces.
  @Test func aSnippetIsQuotedOnOneLineWithItsBracesReadable() {
    #expect(
      Snippet.quoted("struct NoLines: Cover {\n  var lines: [String] { [] }\n}\nreturn x == 1")
        == "`struct NoLines: Cover { var lines: [String] { [] } }; return x == 1`")
    #expect(Snippet.quoted("let a = 1\n\n_ = a") == "`let a = 1; _ = a`")
    #expect(
      Snippet.quoted(
        "let badged = Badged(\n  wrapped: inner,\n  badge: \"b\"\n)\nreturn badged.lines\n  .count == 2\n  && true"
      )
        == "`let badged = Badged( wrapped: inner, badge: \"b\" ); return badged.lines .count == 2 && true`",
      "the lines of one statement are joined by a space, not as statements")
  }

  @Test func aMentionIsLookedForInCodeNotInComments() {
    #expect("  /// no enum Decoration any more".codeLines == ["  "])
    #expect("let url = \"http://a/b\" // enum".codeLines == ["let url = \"http://a/b\" "])
    #expect("let s = \"a \\\" // b\"".codeLines == ["let s = \"a \\\" // b\""])
    #expect(
      "enum Decoration { case border }".codeLines == ["enum Decoration { case border }"])
  }

  /// A `/* … */` block is no code either, over several lines and nested, and the code after
  /// it keeps its column; a `/*` inside a string literal opens no block.
  @Test func aBlockCommentIsNoCodeAndTheCodeAfterItKeepsItsColumn() {
    let text = """
      let a = 1 /* no catch
      here, not /* even */ nested */ let b = 2
      /** Not `Logger()`. */
      let c = "/* a string */" + d /* gone */
      """
    #expect(
      text.codeLines == [
        "let a = 1 ",
        String(repeating: " ", count: 31) + "let b = 2",
        "",
        "let c = \"/* a string */\" + d ",
      ])
  }

  /// With `membersOf`, a mention check reads what a declaration declares, in each declaration
  /// the opener matches (an extension too), and neither the type around it nor the bodies of
  /// its members.
  @Test func aMemberCheckReadsOnlyTheMembersOfWhatItsOpenerMatches() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("members-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Screen.swift")
    var check = StructureCheck(
      name: "The memento has its fields and nothing more", kind: .mustNotMention,
      file: "Screen.swift", pattern: #"^\s*(var|let|func)\b"#,
      membersOf: #"\b(struct|extension) +(Screen *\. *)?Memento\b"#,
      requirement: "nothing more")
    let screen = """
      final class Screen {
        struct Memento: Codable {
          fileprivate let index: Int?
          fileprivate var note: String {
            let brace = "}"
            return brace
          }
        }
        var status: String {
          let summary = "{"
          return summary
        }
      }

      """
    try screen.write(to: url, atomically: true, encoding: .utf8)
    #expect(check.mentionVerdict(inPackageAt: folder) == .held)

    try (screen + "extension Screen.Memento {\n  var summary: String { note }\n}\n")
      .write(to: url, atomically: true, encoding: .utf8)
    #expect(
      check.mentionVerdict(inPackageAt: folder)
        == .mentioned(
          line: "var summary: String { note }",
          at: SourceLocation(path: "Screen.swift", line: 15, column: 1)))

    check.pattern = #"\bfileprivate +var\b"#
    #expect(
      check.mentionVerdict(inPackageAt: folder)
        == .mentioned(
          line: "fileprivate var note: String {",
          at: SourceLocation(path: "Screen.swift", line: 4, column: 5)))

    check.membersOf = "struct (Memento"
    #expect(check.mentionVerdict(inPackageAt: folder) == .notUnderstood)
  }
}
