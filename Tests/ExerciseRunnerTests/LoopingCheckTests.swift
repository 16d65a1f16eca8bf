import Foundation
import Testing

@testable import ExerciseRunner

/// A check whose test never ends (`Fixtures/Looping`), ended every way a check can end.
///
/// Its time limit, a signal to `kit`, `q` and a save in `watch` each end it; after each, no
/// process of the check may be left: they are looked up by the fixture's folder, which only
/// they name.
///
/// The Exercises folder lives under the kit's `.build` and is kept between runs, so the
/// fixture builds once; the tests run one at a time, so each sees only its own processes.
@Suite(.serialized) struct LoopingCheckTests {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// Stands for the kit's root folder.
  static let root = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/ExerciseRunnerLooping")
  static let exercises = root.appendingPathComponent("Exercises")
  /// The time limit of the tests that stop the check before it runs out.
  static let longLimit = 120

  /// Lays out the Exercises folder: the fixture as exercise 1, `looping`, whose tests may run
  /// for `seconds`.
  ///
  /// Files are copied only when they differ, so an unchanged fixture is not rebuilt.
  static func prepare(testTimeLimit seconds: Int) throws {
    let looping = Exercise(
      name: "looping", pattern: "Loop", summary: "Never ends.", folder: "01-looping",
      files: ["Sources/FixtureLooping/Answer.swift"], hints: ["Change i."],
      testTimeLimitSeconds: seconds)
    let source = testsFolder.appendingPathComponent("Fixtures/Looping")
    let copy = exercises.appendingPathComponent(looping.folder)
    let files = FileManager.default.enumerator(atPath: source.path)
    while let path = files?.nextObject() as? String {
      let from = source.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      try writeIfChanged(Data(contentsOf: from), to: copy.appendingPathComponent(path))
    }
    try writeIfChanged(
      JSONEncoder().encode(ExerciseList(exercises: [looping])),
      to: exercises.appendingPathComponent("exercises.json"))
    try? FileManager.default.removeItem(at: exercises.appendingPathComponent(".progress"))
  }

  private static func writeIfChanged(_ data: Data, to url: URL) throws {
    guard (try? Data(contentsOf: url)) != data else { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// The IDs of the processes whose command line names `pattern` (a path under the
  /// fixture's folder), as `pgrep -f` finds them.
  static func processes(matching pattern: String) -> [String] {
    let pgrep = Process()
    pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    pgrep.arguments = ["pgrep", "-f", pattern]
    let output = Pipe()
    pgrep.standardOutput = output
    do { try pgrep.run() } catch { return ["pgrep could not run: \(error)"] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    pgrep.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Every process of a check of the fixture still running: `swift test`, the compiler, the
  /// test binary. (`kit` itself names the folder too, so this is asked once it has ended.)
  static func leftovers() -> [String] {
    processes(matching: exercises.path + "/")
  }

  /// Waits until the fixture's test binary runs (after a build that may take minutes the
  /// first time); `false` if it never does.
  static func waitForTheLoopingTest() -> Bool {
    let deadline = ContinuousClock.now + .seconds(600)
    while ContinuousClock.now < deadline {
      if !processes(matching: exercises.path + "/.build/.*xctest").isEmpty { return true }
      usleep(200_000)
    }
    return false
  }

  @Test func aTestThatNeverEndsIsStoppedAtTheTimeLimitAndNamed() throws {
    try Self.prepare(testTimeLimit: 3)
    let console = Console.memory()
    let status = Kit.run(["check", "looping"], console: console, currentDirectory: Self.root)
    #expect(status == .failure)
    #expect(
      console.output == """
        Checking 1 looping...
        TIMED OUT  looping: the tests ran out of time (3 s); your code may loop forever.

          The test that was running: theAnswerIs42()

          A loop whose condition never becomes false (a variable it never changes)
          or a function that calls itself without end never finishes; look there.

        Edit Exercises/01-looping/Sources/FixtureLooping/Answer.swift.
        Instructions: Exercises/01-looping/README.md
        Stuck? swift run kit hint looping

        """)
    #expect(Self.leftovers() == [])
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalToKitEndsTheCheckAndThenKit(_ signal: Int32) throws {
    try Self.prepare(testTimeLimit: Self.longLimit)
    let kit = try KitProcess(["check", "looping", "--exercises-path", Self.exercises.path])
    defer { kit.end() }
    try #require(Self.waitForTheLoopingTest(), "the looping test never started")
    kill(kit.process.processIdentifier, signal)
    try #require(kit.waitForExit(within: .seconds(5)), "kit did not end on signal \(signal)")
    #expect(kit.process.terminationReason == .uncaughtSignal)
    #expect(kit.process.terminationStatus == signal)
    #expect(kit.output == "Checking 1 looping...\n")
    #expect(Self.leftovers() == [])
  }

  @Test func qInWatchQuitsWhileTheTestLoops() throws {
    try Self.prepare(testTimeLimit: Self.longLimit)
    let kit = try KitProcess(
      ["watch", "looping", "--manual", "--exercises-path", Self.exercises.path])
    defer { kit.end() }
    try #require(Self.waitForTheLoopingTest(), "the looping test never started")
    try kit.type("q\n")
    // How fast is measured by Scripts/measure-exercise-loop.sh; here, only that it quits.
    try #require(kit.waitForExit(within: .seconds(5)), "kit watch did not quit on q")
    #expect(kit.process.terminationReason == .exit)
    #expect(kit.process.terminationStatus == 0)
    #expect(kit.output.hasSuffix("Checking 1 looping...\nCheck stopped.\n"))
    #expect(Self.leftovers() == [])
  }

  @Test func qAloneQuitsWatchInATerminalAndTheTerminalIsRestored() throws {
    try Self.prepare(testTimeLimit: Self.longLimit)
    let pty = try PseudoTerminal()
    let kit = try KitProcess(
      ["watch", "looping", "--manual", "--exercises-path", Self.exercises.path],
      terminal: pty.terminal)
    defer { kit.end() }
    try #require(Self.waitForTheLoopingTest(), "the looping test never started")
    #expect(!pty.isInLineMode, "watch reads single keys")
    pty.type("q")
    try #require(kit.waitForExit(within: .seconds(5)), "kit watch did not quit on q alone")
    #expect(kit.process.terminationStatus == 0)
    #expect(pty.output(until: "Check stopped.", within: .seconds(2)).contains("Check stopped."))
    #expect(pty.isInLineMode, "the terminal is as kit found it")
    #expect(Self.leftovers() == [])
  }

  @Test func aSignalDuringWatchRestoresTheTerminal() throws {
    try Self.prepare(testTimeLimit: Self.longLimit)
    let pty = try PseudoTerminal()
    let kit = try KitProcess(
      ["watch", "looping", "--manual", "--exercises-path", Self.exercises.path],
      terminal: pty.terminal)
    defer { kit.end() }
    try #require(Self.waitForTheLoopingTest(), "the looping test never started")
    #expect(!pty.isInLineMode, "watch reads single keys")
    kit.process.terminate()
    try #require(kit.waitForExit(within: .seconds(5)), "kit watch did not end on SIGTERM")
    #expect(kit.process.terminationReason == .uncaughtSignal)
    #expect(kit.process.terminationStatus == SIGTERM)
    #expect(pty.isInLineMode, "the terminal is as kit found it")
    #expect(Self.leftovers() == [])
  }

  @Test func aClosedTerminalEndsAManualWatchAndItsCheck() throws {
    try Self.prepare(testTimeLimit: Self.longLimit)
    let pty = try PseudoTerminal()
    let kit = try KitProcess(
      ["watch", "looping", "--manual", "--exercises-path", Self.exercises.path],
      terminal: pty.terminal)
    defer { kit.end() }
    try #require(Self.waitForTheLoopingTest(), "the looping test never started")
    // Without a controlling terminal there is no SIGHUP (the signal tests cover that): input
    // ends, and with no files watched nothing more can happen.
    pty.closeController()
    try #require(kit.waitForExit(within: .seconds(5)), "kit watch did not end")
    // Its output is gone too: saying "Check stopped." fails, so kit exits 1.
    #expect(kit.process.terminationReason == .exit)
    #expect(kit.process.terminationStatus == 1)
    #expect(Self.leftovers() == [])
  }

  @Test func aSaveDuringAWatchedCheckStartsAFreshOne() throws {
    try Self.prepare(testTimeLimit: Self.longLimit)
    // While each check runs: a save once the test loops, then `q` once it loops again.
    var script: [WatchEvent] = [.filesChanged, .line("q")]
    var asked = 0
    let events = ScriptedEvents([]) {
      asked += 1
      // Looking for processes costs a process of its own: once every 25 asks (half a second).
      guard asked % 25 == 0, Self.waitForTheLoopingTestNow() else { return nil }
      return script.isEmpty ? nil : script.removeFirst()
    }
    let console = Console.memory()
    let status = Kit.run(
      ["watch", "looping"], console: console, currentDirectory: Self.root, events: events)
    #expect(status == .success)
    #expect(
      console.output.hasSuffix(
        """
        Checking 1 looping...
        Saved during the check: checking again.

        Checking 1 looping...
        Check stopped.

        """))
    #expect(script.isEmpty)
    #expect(Self.leftovers() == [])
  }

  /// Whether the fixture's test binary runs at this moment.
  static func waitForTheLoopingTestNow() -> Bool {
    !processes(matching: exercises.path + "/.build/.*xctest").isEmpty
  }
}
