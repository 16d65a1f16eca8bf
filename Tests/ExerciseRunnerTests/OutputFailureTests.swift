import Foundation
import Testing

/// `kit` writing where it cannot: it must say so on standard error and exit 1, never trap.
@Suite struct OutputFailureTests {
  /// Runs `kit list` with its output to `output`; its exit status and standard error.
  func runList(output: FileHandle) throws -> (status: Int32, errors: String) {
    let exercises = try TemporaryExercises()
    let errors = Pipe()
    let kit = try KitProcess(
      ["list", "--exercises-path", exercises.folder.path], output: output, errors: errors)
    defer { kit.end() }
    try #require(kit.waitForExit(within: .seconds(10)), "kit list did not end")
    let text = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    return (kit.process.terminationStatus, text)
  }

  @Test func aReaderThatWentAwayEndsKitWithStatus1() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let result = try runList(output: pipe.fileHandleForWriting)
    #expect(result.status == 1)
    #expect(result.errors == "kit: could not write to standard output (Broken pipe); stopping.\n")
  }

  #if os(Linux)
  @Test func aFullDeviceEndsKitWithStatus1() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try runList(output: full)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "kit: could not write to standard output (No space left on device); stopping.\n")
  }
  #endif
}
