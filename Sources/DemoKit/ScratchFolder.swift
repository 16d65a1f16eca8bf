import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of the system's temporary folder for one run of a program, named for its process,
/// so that what a run killed midway left behind is removed by the next run.
///
/// A program removes its scratch folder with `defer` when it returns or throws. But a process
/// that is killed (Ctrl-C, `kill`, a closed pipe, the machine losing power) runs no `defer`, and
/// no signal handler can catch `SIGKILL`. So the folder's name carries its process's ID, and
/// creating one first removes the folders with the same prefix whose process no longer runs.
///
/// ```swift
/// let scratch = try ScratchFolder(prefix: "MementoDemo")
/// defer { scratch.remove() }
/// try data.write(to: scratch.url.appending(path: "albums.json"))
/// ```
public struct ScratchFolder: Sendable {
  /// The folder, created and empty.
  public let url: URL

  /// Creates `<temporary>/<prefix>-<process ID>-<UUID>`, after removing the folders named
  /// `<prefix>-<process ID>-…` whose process has ended.
  ///
  /// - Throws: When the folder cannot be created.
  public init(prefix: String) throws {
    let temporary = FileManager.default.temporaryDirectory
    Self.removeLeftovers(of: prefix, in: temporary)
    url = temporary.appending(path: "\(prefix)-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Removes the folder and everything in it; a folder already gone is not an error.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Removes each `<prefix>-<process ID>-…` folder in `temporary` whose process has ended.
  ///
  /// A name without a process ID, or with the ID of a running process, is left alone; so is a
  /// folder that cannot be removed (another user's, say).
  static func removeLeftovers(of prefix: String, in temporary: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix("\(prefix)-") {
      let processID = name.dropFirst(prefix.count + 1).prefix { $0 != "-" }
      guard let processID = pid_t(processID), !isRunning(processID) else { continue }
      try? FileManager.default.removeItem(at: temporary.appending(path: name))
    }
  }

  /// Whether a process with this ID exists: signal 0 checks without sending anything, and
  /// `EPERM` means it exists but belongs to someone else.
  static func isRunning(_ processID: pid_t) -> Bool {
    kill(processID, 0) == 0 || errno == EPERM
  }
}
