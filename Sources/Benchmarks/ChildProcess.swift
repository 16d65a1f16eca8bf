import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started in a process group of its own, reading a file or an empty standard input
/// (`/dev/null`), with a pipe from its standard output; its standard error is discarded.
///
/// A process group of its own, so that a Ctrl-C meant for the benchmarks is not also delivered
/// to the child, and so that ``end()`` can stop the child and anything it started. And it does
/// not outlive the benchmarks: with nothing to read, a scripted session draws its first frame,
/// saves and exits by itself.
struct ChildProcess {
  /// Why a program could not be started.
  struct SpawnError: Error, CustomStringConvertible {
    let description: String
  }

  /// The child's process ID, which is also its process group's.
  let processID: pid_t
  /// The read end of the child's standard output.
  private let output: Int32

  /// Starts `executable` with `arguments`, reading `input` (nothing when `nil`).
  init(executable: URL, arguments: [String], input: URL? = nil) throws(SpawnError) {
    var outputPipe: [Int32] = [-1, -1]
    guard pipe(&outputPipe) == 0 else { throw SpawnError(description: "no pipe: errno \(errno)") }
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    var attributes: posix_spawnattr_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // In the child: the input file or nothing to read, the pipe's far end as standard output,
    // and both pipe descriptors closed, so that the pipe ends when the child does.
    posix_spawn_file_actions_addopen(
      &actions, STDIN_FILENO, input?.path ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    for descriptor in outputPipe {
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
    close(outputPipe[1])
    guard result == 0 else {
      close(outputPipe[0])
      throw SpawnError(
        description: "cannot start \(executable.path): \(String(cString: strerror(result)))")
    }
    self.processID = processID
    output = outputPipe[0]
  }

  /// Reads the child's output until it has printed `count` lines or closed its output.
  ///
  /// - Returns: Whether all `count` lines came.
  func readLines(_ count: Int) -> Bool {
    var lines = 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    while lines < count {
      let read = buffer.withUnsafeMutableBytes { SystemCall.read(output, $0.baseAddress, $0.count) }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { return false }
      lines += buffer[..<read].count { $0 == UInt8(ascii: "\n") }
    }
    return true
  }

  /// Waits for the child to exit; its exit status, or nil if a signal ended it.
  ///
  /// It reads what is left of the child's output meanwhile, so that the child never blocks on a
  /// full pipe.
  func finish() -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while buffer.withUnsafeMutableBytes({ SystemCall.read(output, $0.baseAddress, $0.count) }) > 0 {
    }
    close(output)
    return Self.wait(for: processID)
  }

  /// Stops the child's whole process group at once and collects the child.
  func end() {
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
private enum SystemCall {
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
  }
}
