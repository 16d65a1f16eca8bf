import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started in a process group of its own, with a pipe to its standard input and one
/// from its standard output; its standard error is discarded.
///
/// A process group of its own, so that a Ctrl-C meant for the benchmarks is not also delivered
/// to the child, and so that ``end()`` can stop the child and anything it started. And it never
/// outlives the benchmarks: it reads its standard input to the end, and however the benchmarks
/// end, their end of that pipe closes with them, so the child sees the end and exits.
struct ChildProcess {
  /// Why a program could not be started.
  struct SpawnError: Error, CustomStringConvertible {
    let description: String
  }

  /// The child's process ID, which is also its process group's.
  let processID: pid_t
  /// The write end of the child's standard input.
  private let input: Int32
  /// The read end of the child's standard output.
  private let output: Int32

  /// Starts `executable` with `arguments`.
  init(executable: URL, arguments: [String]) throws(SpawnError) {
    var inputPipe: [Int32] = [-1, -1]
    var outputPipe: [Int32] = [-1, -1]
    guard pipe(&inputPipe) == 0 else { throw SpawnError(description: "no pipe: errno \(errno)") }
    guard pipe(&outputPipe) == 0 else {
      close(inputPipe[0])
      close(inputPipe[1])
      throw SpawnError(description: "no pipe: errno \(errno)")
    }
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    var attributes: posix_spawnattr_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // In the child: the pipes' far ends become standard input and output, and every pipe
    // descriptor is closed, so that closing ours is an end of file the child sees.
    posix_spawn_file_actions_adddup2(&actions, inputPipe[0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    for descriptor in inputPipe + outputPipe {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)  // 0: a new group, numbered after the child

    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let environment =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + environment { free(pointer) } }
    var processID: pid_t = 0
    let result = posix_spawn(
      &processID, executable.path, &actions, &attributes, argv, environment)
    close(inputPipe[0])
    close(outputPipe[1])
    guard result == 0 else {
      close(inputPipe[1])
      close(outputPipe[0])
      throw SpawnError(
        description: "cannot start \(executable.path): \(String(cString: strerror(result)))")
    }
    self.processID = processID
    input = inputPipe[1]
    output = outputPipe[0]
  }

  /// Reads the child's output until it has printed `count` lines or closed its output.
  ///
  /// - Returns: Whether all `count` lines came.
  func readLines(_ count: Int) -> Bool {
    var lines = 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    while lines < count {
      let read = buffer.withUnsafeMutableBytes { Glue.read(output, $0.baseAddress, $0.count) }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { return false }
      lines += buffer[..<read].count { $0 == UInt8(ascii: "\n") }
    }
    return true
  }

  /// Closes the child's standard input, which tells a scripted session to save and exit, and
  /// waits for it; returns its exit status, or nil if it ended otherwise.
  func finish() -> Int32? {
    close(input)
    // Drain what is left, so the child never blocks writing to a full pipe.
    var buffer = [UInt8](repeating: 0, count: 4096)
    while buffer.withUnsafeMutableBytes({ Glue.read(output, $0.baseAddress, $0.count) }) > 0 {}
    close(output)
    return Self.wait(for: processID)
  }

  /// Stops the child's whole process group at once and collects the child.
  func end() {
    close(input)
    close(output)
    kill(-processID, SIGKILL)
    _ = Self.wait(for: processID)
  }

  /// Waits for `processID` to end; its exit status, or nil when a signal ended it.
  private static func wait(for processID: pid_t) -> Int32? {
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS are C macros, which Swift does not import.
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : nil
  }
}

/// The C library's `read`, named apart from the methods above.
private enum Glue {
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
  }
}
