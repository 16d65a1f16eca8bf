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
      let (result, timedOut) = try runSubprocess(
        ["swift", "test", "--skip-build", "--disable-xctest"] + common + [
          "--event-stream-output-path", events.path, "--event-stream-version", "0",
        ], in: folder, environment: environment, timeLimit: timeLimit)
      if timedOut {
        let reason = "the tests ran longer than \(timeLimit.components.seconds) s and were stopped"
        return .crashed(Crash(test: nil, reason: reason, location: nil))
      }
      let stream = TestEventStream(
        (try? String(contentsOf: events, encoding: .utf8)) ?? "", packageFolder: folder)
      return SwiftTestChecker.outcome(
        of: result, stream: stream, log: BuildLog(result.output, packageFolder: folder))
    } catch {
      return .couldNotRun("could not start '\(error.command)': \(error.reason)")
    }
  }
}
