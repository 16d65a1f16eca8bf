import Foundation
import Testing

@testable import ExerciseRunner

/// The time limit a mutant's tests run under: a run that never ends is stopped, with all it
/// started.
@Suite struct TimeLimitedSubprocessTests {
  @Test func aRunPastTheLimitIsKilledWithEverythingItStarted() throws {
    let folder = FileManager.default.temporaryDirectory
    let pidFile = folder.appendingPathComponent("kit-time-limit-\(UUID().uuidString).pid")
    defer { try? FileManager.default.removeItem(at: pidFile) }
    let started = Date()
    let (result, timedOut) = try runSubprocess(
      ["sh", "-c", "sleep 60 & echo $! > '\(pidFile.path)'; echo waiting; wait"], in: folder,
      timeLimit: .seconds(1))
    #expect(timedOut)
    #expect(result.wasKilledBySignal && result.status == SIGKILL)
    #expect(result.output == "waiting\n", "what it printed before the limit is kept")
    #expect(Date().timeIntervalSince(started) < 20, "stopped at the limit, not at the end")
    #if os(Linux)
    // Linux only: there Foundation starts the child in a process group of its own.
    let text = try String(contentsOf: pidFile, encoding: .utf8)
    let child = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    // The killed child is a zombie until init reaps it, or gone: either way not sleeping.
    let state = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)
    #expect(
      state == nil || state?.contains(") Z ") == true, "the process it started was killed too")
    #endif
  }

  @Test func aRunWithinTheLimitEndsNormally() throws {
    let (result, timedOut) = try runSubprocess(
      ["sh", "-c", "echo done; exit 3"], in: FileManager.default.temporaryDirectory,
      timeLimit: .seconds(30))
    #expect(!timedOut)
    #expect(result.status == 3 && !result.wasKilledBySignal)
    #expect(result.output == "done\n")
  }
}
