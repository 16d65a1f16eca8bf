import Foundation

/// Runs `arguments` like ``runSubprocess(_:in:environment:)``, but kills the child's whole
/// process group once `timeLimit` has passed, and says so.
///
/// A mutant can turn a loop into one that never ends; its test run must not hang the check.
/// The child should be the program that loops (a test binary, not `swift test`, which starts
/// the binary in a process group of its own, out of reach). Foundation starts each child in a
/// process group of its own on Linux, and the whole group is killed; on macOS, where it does
/// not, the child itself is.
///
/// - Returns: The result, and whether the time limit ended it.
func runSubprocess(
  _ arguments: [String], in directory: URL, environment: [String: String] = [:],
  timeLimit: Duration
) throws(SubprocessError) -> (result: SubprocessResult, timedOut: Bool) {
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
  let finished = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in finished.signal() }
  do {
    guard FileManager.default.createFile(atPath: logURL.path, contents: nil) else {
      throw SubprocessError(command: command, reason: "cannot create \(logURL.path)")
    }
    let log = try FileHandle(forWritingTo: logURL)
    defer { try? log.close() }
    process.standardOutput = log
    process.standardError = log
    try process.run()
    let seconds = Double(timeLimit.components.seconds)
    guard finished.wait(timeout: .now() + seconds) == .timedOut else {
      let output = String(decoding: try Data(contentsOf: logURL), as: UTF8.self)
      let result = SubprocessResult(
        status: process.terminationStatus,
        wasKilledBySignal: process.terminationReason == .uncaughtSignal, output: output)
      return (result, false)
    }
    let group = process.processIdentifier
    kill(-group, SIGKILL)
    kill(group, SIGKILL)
    // A killed process ends at once; its status is not read, since Process traps when asked
    // for the status of a process it has not yet seen end.
    _ = finished.wait(timeout: .now() + 10)
    let output = String(decoding: try Data(contentsOf: logURL), as: UTF8.self)
    return (SubprocessResult(status: SIGKILL, wasKilledBySignal: true, output: output), true)
  } catch let error as SubprocessError {
    throw error
  } catch {
    throw SubprocessError(command: command, reason: error.localizedDescription)
  }
}
