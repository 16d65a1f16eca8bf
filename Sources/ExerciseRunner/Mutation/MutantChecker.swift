import Foundation

/// Checks an exercise's copy with one mutant in place: builds it, then runs its tests within
/// a time limit.
///
/// The same `swift test` and event stream as ``SwiftTestChecker``, in two steps, so the time
/// limit applies to the tests alone: a build on a busy machine may be slow, but the
/// exercises' tests take well under a second, and a test still running after the limit is a
/// mutant stuck in a loop, killed and counted as caught. Each exercise keeps one build folder
/// across its mutants, so each mutant rebuilds one module incrementally.
struct MutantChecker: ExerciseChecker {
  /// Where builds go: a folder per exercise, and the module cache they share.
  var buildFolder: URL
  /// How long the tests may run.
  var timeLimit: Duration = .seconds(30)
  /// Where `swift` keeps its temporary files (see ``SwiftTestChecker/temporaryFolder``).
  var temporaryFolder: URL?

  func check(packageAt folder: URL) -> CheckOutcome {
    let folder = folder.standardizedFileURL
    let builds = buildFolder.standardizedFileURL
    let common = [
      "--package-path", folder.path,
      "--scratch-path", builds.appendingPathComponent(folder.lastPathComponent).path,
      "-Xswiftc", "-module-cache-path",
      "-Xswiftc", builds.appendingPathComponent("ModuleCache").path,
    ]
    var environment = ["SWIFT_BACKTRACE": "interactive=no"]
    if let temporaryFolder {
      try? FileManager.default.createDirectory(
        at: temporaryFolder, withIntermediateDirectories: true)
      environment["TMPDIR"] = temporaryFolder.path
    }
    do {
      let build = try runSubprocess(
        ["swift", "build", "--build-tests"] + common, in: folder, environment: environment)
      guard build.succeeded else {
        return .didNotCompile(BuildLog(build.output, packageFolder: folder).compilerErrors)
      }
      let events = FileManager.default.temporaryDirectory
        .appendingPathComponent("kit-events-\(UUID().uuidString).jsonl")
      defer { try? FileManager.default.removeItem(at: events) }
      let stream = ["--event-stream-output-path", events.path, "--event-stream-version", "0"]
      let (result, timedOut) = try runSubprocess(
        testCommand(in: builds.appendingPathComponent(folder.lastPathComponent), common: common)
          + stream, in: folder, environment: environment, timeLimit: timeLimit)
      if timedOut {
        let reason = "the tests ran longer than \(timeLimit.components.seconds) s and were stopped"
        return .crashed(Crash(test: nil, reason: reason, location: nil))
      }
      let testEvents = TestEventStream(
        (try? String(contentsOf: events, encoding: .utf8)) ?? "", packageFolder: folder)
      return SwiftTestChecker.outcome(
        of: result, stream: testEvents, log: BuildLog(result.output, packageFolder: folder))
    } catch {
      return .couldNotRun("could not start '\(error.command)': \(error.reason)")
    }
  }

  /// The command that runs the built tests.
  ///
  /// On Linux, the test binary itself, as `swift test` runs it: `swift test` would start it in
  /// a process group of its own, which the time limit could not kill. Elsewhere (a macOS
  /// test bundle needs a host to run it), `swift test --skip-build`.
  private func testCommand(in scratchPath: URL, common: [String]) -> [String] {
    #if os(Linux)
    let products = scratchPath.appendingPathComponent("debug")
    let binaries = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
    if let binary = binaries.first(where: { $0.hasSuffix("PackageTests.xctest") }) {
      return [products.appendingPathComponent(binary).path, "--testing-library", "swift-testing"]
    }
    #endif
    return ["swift", "test", "--skip-build", "--disable-xctest"] + common
  }
}
