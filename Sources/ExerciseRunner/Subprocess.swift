import Foundation

/// A finished child process: how it exited and everything it printed.
struct SubprocessResult: Sendable {
  /// The exit status, or the signal number when ``wasKilledBySignal`` is true.
  var status: Int32
  /// Whether the process ended on a signal rather than by exiting.
  var wasKilledBySignal: Bool
  /// Standard output and standard error, interleaved as they were written.
  var output: String

  /// Whether the process exited with status 0.
  var succeeded: Bool { !wasKilledBySignal && status == 0 }
}

/// Why a child process could not be started.
struct SubprocessError: Error, Equatable {
  /// The command that failed to start.
  var command: String
  /// What the system said.
  var reason: String
}

/// Runs `arguments` (looked up on `PATH` by `/usr/bin/env`) in `directory` and waits for it.
///
/// The output goes to a temporary file rather than a pipe: a build or a crash report can be
/// larger than a pipe's buffer, and a child blocked on a full pipe would never exit.
func runSubprocess(
  _ arguments: [String], in directory: URL, environment: [String: String] = [:]
) throws(SubprocessError) -> SubprocessResult {
  let command = arguments.joined(separator: " ")
  let logURL = FileManager.default.temporaryDirectory
    .appendingPathComponent("kit-\(UUID().uuidString).log")
  defer { try? FileManager.default.removeItem(at: logURL) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  process.standardInput = FileHandle.nullDevice
  do {
    guard FileManager.default.createFile(atPath: logURL.path, contents: nil) else {
      throw SubprocessError(command: command, reason: "cannot create \(logURL.path)")
    }
    let log = try FileHandle(forWritingTo: logURL)
    defer { try? log.close() }
    process.standardOutput = log
    process.standardError = log
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: try Data(contentsOf: logURL), as: UTF8.self)
    return SubprocessResult(
      status: process.terminationStatus,
      wasKilledBySignal: process.terminationReason == .uncaughtSignal,
      output: output)
  } catch let error as SubprocessError {
    throw error
  } catch {
    throw SubprocessError(command: command, reason: error.localizedDescription)
  }
}
