import Foundation
import Testing

/// The real executable, run twice as two processes over one data folder: what one saves, the
/// next restores. (The in-process tests cover the rest; this proves nothing hides in memory.)
@Suite struct TwoProcessTests {
  /// The built `BlueLibrary` executable, found beside the test bundle.
  static func executable() -> URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = folder.appending(path: "BlueLibrary")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// Runs the app with `input` on standard input; returns its output and exit status.
  static func run(_ input: String, dataDirectory: URL) throws -> (output: String, status: Int32) {
    guard let executable = executable() else {
      Issue.record("The BlueLibrary executable was not built beside the tests")
      return ("", -1)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--data-dir", dataDirectory.path]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: output, as: UTF8.self), process.terminationStatus)
  }

  @Test func aSecondProcessRestoresWhatTheFirstSaved() throws {
    let folder = try TemporaryFolder()
    let first = try Self.run("select 4\ndelete\nbackground\n", dataDirectory: folder.url)
    #expect(first.status == 0)
    #expect(first.output.contains("Deleted Staring at the Sun. Press u to undo."))
    let second = try Self.run("", dataDirectory: folder.url)
    #expect(second.status == 0)
    #expect(second.output.hasPrefix("> launch\nBlueLibrary — album 4 of 4\n"))
    #expect(
      second.output.contains("  Album                                             American Pie"))
  }
}
