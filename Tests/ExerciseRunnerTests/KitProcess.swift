import Foundation
import Testing

@testable import ExerciseRunner

/// A real `kit` process (the executable built beside the tests), for what only a process
/// shows: signals, a terminal, its exit status.
final class KitProcess {
  let process = Process()
  private let input = Pipe()
  private let outputFile: URL

  /// Starts `kit` with `arguments`.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program's name.
  ///   - terminal: `kit`'s standard input and output, if not a pipe the test types into and a
  ///     file the test reads.
  ///   - output: `kit`'s standard output, if neither `terminal` nor a file.
  ///   - errors: `kit`'s standard error; none by default.
  ///   - locale: Locale variables (`LANG`...) for `kit`; it runs in the tests' environment
  ///     without theirs, so it speaks English wherever the tests run unless a test says.
  /// - Throws: When `kit` was not built or could not start.
  init(
    _ arguments: [String], terminal: FileHandle? = nil, output: FileHandle? = nil,
    errors: Pipe? = nil, locale: [String: String] = [:]
  ) throws {
    // SwiftPM puts kit beside the tests: near the test runner on Linux, beside the .xctest
    // bundle on macOS (where the runner is Xcode's xctest).
    let starts =
      [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
      + Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
      .map { $0.bundleURL.deletingLastPathComponent() }
    let candidates = starts.flatMap { start in
      (0..<5).map { level in
        (0..<level).reduce(start) { folder, _ in folder.deletingLastPathComponent() }
          .appendingPathComponent("kit")
      }
    }
    let kit = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "kit was not built beside the tests")
    process.executableURL = kit
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment
      .filter { !["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key) }
      .merging(locale) { $1 }
    outputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-output-\(UUID().uuidString)")
    try Data().write(to: outputFile)
    process.standardInput = terminal ?? input
    process.standardOutput = try terminal ?? output ?? FileHandle(forWritingTo: outputFile)
    process.standardError = errors ?? FileHandle.nullDevice
    try process.run()
  }

  /// What `kit` printed so far.
  var output: String {
    (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
  }

  /// Types `text` at `kit`'s standard input.
  func type(_ text: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  /// Waits for `kit` to end; `false` if it still runs after `limit`.
  func waitForExit(within limit: Duration) -> Bool {
    let deadline = ContinuousClock.now + limit
    while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
    return !process.isRunning
  }

  /// Ends `kit` and everything it started if a test left it running, and removes its output.
  func end() {
    if process.isRunning {
      ProcessTree.end(process.processIdentifier)
      process.waitUntilExit()
    }
    try? input.fileHandleForWriting.close()
    try? FileManager.default.removeItem(at: outputFile)
  }
}
