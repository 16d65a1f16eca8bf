import BlueKit
import Foundation
import Testing

@testable import ExerciseRunner

/// How a child process ends, and why one does not start, as the runner sees it.
@Suite struct SubprocessTests {
  @Test func anExitStatusIsAnExit() throws {
    let result = try #require(try Subprocess.run(["sh", "-c", "echo out; exit 3"]))
    #expect(result.termination == .exited(3))
    #expect(result.output == "out\n")
    #expect(!result.succeeded)
  }

  @Test func aSignalIsASignal() throws {
    let result = try #require(try Subprocess.run(["sh", "-c", "kill -KILL $$"]))
    #expect(result.termination == .signalled(SIGKILL))
  }

  @Test func aProgramThatIsNotOnThePathIsNotFoundByName() {
    #expect(throws: SubprocessError.executableNotFound("swift")) {
      try Subprocess.run(["swift", "--version"], environment: ["PATH": "/nonexistent:/also/not"])
    }
  }

  @Test func theSearchPathIsReadInOrderAndAPathIsTakenAsItIs() {
    #expect(Subprocess.executable(named: "sh", searchPath: "/nonexistent:/bin") == "/bin/sh")
    #expect(Subprocess.executable(named: "./x", searchPath: nil) == "./x")
    #expect(Subprocess.executable(named: "sh", searchPath: "") == nil)
  }

  @Test func aWaitStatusReadsAsItsTermination() {
    #expect(Termination(waitStatus: 0) == .exited(0))
    #expect(Termination(waitStatus: 1 << 8) == .exited(1))
    #expect(Termination(waitStatus: 9) == .signalled(9))
  }
}

/// A test run that the learner's code ends with `exit()` is told apart from a trap.
@Suite struct EarlyEndTests {
  let folder = URL(fileURLWithPath: "/work/Exercises/01-x")
  let exercise = Exercise(
    name: "mvc-album", pattern: "MVC", summary: "S.", folder: "01-mvc-album",
    files: ["Sources/MVC/Album.swift"], hints: ["H."])

  /// A run that started `addAlbum()` and never ended, as `swift test` left it.
  var unfinishedRun: TestEventStream {
    TestEventStream(
      [
        #"{"kind":"test","payload":{"id":"a","kind":"function","name":"addAlbum()"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"testStarted","testID":"a"},"version":0}"#,
      ].joined(separator: "\n"), packageFolder: folder)
  }

  @Test func aRunEndedWithoutACrashReportEndedEarly() {
    let outcome = SwiftTestChecker.outcome(
      of: SubprocessResult(termination: .exited(0), output: ""), stream: unfinishedRun,
      log: BuildLog("◇ Test addAlbum() started.\n", packageFolder: folder))
    #expect(outcome == .endedEarly(EarlyEnd(test: "addAlbum()", termination: .exited(0))))
  }

  @Test func aRunEndedWithACrashReportCrashed() {
    let outcome = SwiftTestChecker.outcome(
      of: SubprocessResult(termination: .exited(1), output: ""), stream: unfinishedRun,
      log: BuildLog("Fatal error: Index out of range\n", packageFolder: folder))
    #expect(
      outcome == .crashed(Crash(test: "addAlbum()", reason: "Index out of range", location: nil)))
  }

  @Test func anEarlyEndIsReportedWithTheTestAndTheStatusInEnglish() {
    let outcome = CheckOutcome.endedEarly(EarlyEnd(test: "addAlbum()", termination: .exited(0)))
    #expect(
      outcome.report(for: exercise) == [
        "ENDED EARLY  mvc-album: the test run ended (exit status 0) in addAlbum(), before its "
          + "tests were done.",
        "",
        "  Your code ended the whole program (a call to exit(), say) while a test was running;",
        "  a function hands its result back to its caller instead: return a value.",
      ])
  }

  @Test func anEarlyEndIsReportedWithTheTestAndTheStatusInChinese() {
    let outcome = CheckOutcome.endedEarly(EarlyEnd(test: "addAlbum()", termination: .signalled(9)))
    let style = ReportStyle(messages: Language.simplifiedChinese.messages)
    #expect(
      outcome.report(for: exercise, style: style) == [
        "提前结束  mvc-album：测试运行在 addAlbum() 中结束了（信号 9），测试还没有跑完。",
        "",
        "  你的代码在测试运行时结束了整个程序（比如调用了 exit()）；",
        "  函数应当把结果交还给调用它的地方：返回一个值。",
      ])
  }

  @Test(arguments: [
    (
      Language.english,
      "ERROR  mvc-album could not be checked: could not find 'swift' on the PATH. "
        + "Is the Swift toolchain installed?"
    ),
    (.simplifiedChinese, "错误  无法检查 mvc-album：在 PATH 中找不到“swift”。Swift 工具链安装了吗？"),
  ])
  func aMissingToolchainIsExplainedInTheLearnersLanguage(language: Language, line: String) {
    let outcome = CheckOutcome.couldNotRun(.process(.executableNotFound("swift")))
    #expect(
      outcome.report(for: exercise, style: ReportStyle(messages: language.messages)) == [line])
  }
}

/// A child is given standard input, output and error, and nothing else the runner has open.
@Suite struct InheritedDescriptorTests {
  /// A pipe opened by the system call itself.
  ///
  /// Made by `pipe()`, not `Pipe()`, both of its ends stay open across `exec` unless the runner
  /// closes them for the child. A child that kept a pipe's read end would keep a writer from
  /// ever hearing that its reader went away.
  @Test func aDescriptorTheRunnerHoldsOpenIsClosedInTheChild() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let script = ends.map { "if [ -e /dev/fd/\($0) ]; then echo open; else echo closed; fi" }
    let result = try #require(
      try Subprocess.run([
        "sh", "-c", (script + ["[ -e /dev/fd/1 ] && echo output"]).joined(separator: "; "),
      ]))
    #expect(result.output == "closed\nclosed\noutput\n")
  }
}
