import Foundation
import Testing

@testable import ExerciseRunner

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ending a check ends everything it started, even a process started while it was ending; a
/// crash being reported is told apart from code that loops.
@Suite(.serialized) struct ProcessTreeTests {
  /// Processes whose command line holds `marker`, found by `pgrep -f`.
  static func processes(matching marker: String) -> [String] {
    let pgrep = Process()
    pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    pgrep.arguments = ["pgrep", "-f", marker]
    let output = Pipe()
    pgrep.standardOutput = output
    guard (try? pgrep.run()) != nil else { return ["pgrep could not run"] }
    pgrep.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return text.split(separator: "\n").map(String.init)
  }

  @Test func aProcessStartedWhileTheCheckEndsIsEndedToo() throws {
    // On SIGTERM the shell starts a sleeper and exits at once: the sleeper is orphaned, out
    // of the tree's reach, but still in the check's process group.
    let marker = "47.\(Int.random(in: 100_000...999_999))"
    let started = ContinuousClock.now
    let result = try Subprocess.run(
      ["sh", "-c", "trap 'sleep \(marker) & exit 0' TERM; while :; do sleep 0.05; done"],
      stoppingWhen: { _ in ContinuousClock.now - started > .milliseconds(500) })
    #expect(result == nil, "it was stopped")
    // The group is killed at once; a moment for the system to clear it.
    usleep(200_000)
    #expect(Self.processes(matching: "sleep \(marker)") == [])
  }

  #if os(Linux)
  @Test func aCrashReporterBelowARunIsSeen() throws {
    // A copy of `sleep` named as Swift's crash reporter stands in for one at work.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-process-tree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let reporter = folder.appendingPathComponent("swift-backtrace")
    try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: reporter.path)
    var sawIt = false
    var sawNothingBefore = true
    let started = ContinuousClock.now
    _ = try Subprocess.run(["sh", "-c", "sleep 0.3; '\(reporter.path)' 30"]) { child in
      let elapsed = ContinuousClock.now - started
      let reporting = ProcessTree().isReportingACrash(below: child)
      if elapsed < .milliseconds(150) && reporting { sawNothingBefore = false }
      if reporting { sawIt = true }
      return sawIt || elapsed > .seconds(10)
    }
    #expect(sawNothingBefore, "no crash reporter before one starts")
    #expect(sawIt, "the crash reporter below the run is seen")
  }
  #endif
}
