import Foundation
import Testing

#if os(Linux)
/// glibc's `pipe2(2)`, which its Swift module leaves out (it is a GNU extension).
@_silgen_name("pipe2")
private func makePipe(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
#endif

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

  /// The write end of a pipe whose read end is already closed everywhere.
  ///
  /// `Pipe()` leaves its ends open across `exec`, so a test running beside this one that
  /// starts a process in the moment between making the pipe and closing its read end hands
  /// that process the read end: the pipe then still has a reader, `kit` writes without an
  /// error, and the test fails on some runs. Made close-on-exec from the start, the read end
  /// goes to no other process.
  func writerWithNoReader() throws -> FileHandle {
    var ends: [Int32] = [0, 0]
    #if os(Linux)
    let made = makePipe(&ends, O_CLOEXEC)
    #else
    // macOS starts each process with every other descriptor closed.
    let made = pipe(&ends)
    #endif
    try #require(made == 0, "a pipe could not be made")
    close(ends[0])
    return FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
  }

  @Test func aReaderThatWentAwayEndsKitWithStatus1() throws {
    let result = try runList(output: try writerWithNoReader())
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
