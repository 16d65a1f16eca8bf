import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `BlueLibrary` executable running as a child process, in a process group of its
/// own, with pipes to its standard streams: how tests check what only a real process shows
/// (signals, closed and full streams, memory, two instances).
///
/// The child never outlives the test: its standard input is a pipe from this process, so it
/// reads the end of its input when the test ends however it ends, and ``finish()`` (or
/// `deinit`) kills its whole group if it is still running.
final class AppProcess {
  /// Where the child's standard output goes.
  enum Output {
    /// A pipe this process reads.
    case pipe
    /// Closed before the program starts (`>&-`).
    case closed
    /// A file opened for writing (`/dev/full`, `/dev/null`).
    case file(String)
  }

  /// How the child ended, and the most memory it held.
  struct Ending {
    /// The exit status, or 128 + the signal's number when a signal ended it (as a shell says).
    let status: Int32
    /// Whether a signal ended it (rather than `exit`).
    let wasSignaled: Bool
    /// The largest resident set it reached, in bytes.
    ///
    /// On Linux, the high-water mark (`VmHWM`) that `/proc` shows while it runs: `ru_maxrss`
    /// would not do, because a child spawned from this process keeps, across `exec`, the
    /// high-water mark of the test process it was spawned from (over 100 MB in a full run).
    /// Elsewhere, `ru_maxrss`.
    let maximumResidentBytes: Int
    /// Everything it wrote to standard error.
    let errors: String
  }

  let pid: pid_t
  private static let launching = NSLock()
  private var inputWriter: Int32
  private var outputReader: Int32
  private var errorReader: Int32
  private var ended = false

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

  /// Whether this test binary, and so the app built beside it, runs under the thread sanitizer
  /// (`swift test --sanitize=thread`): its runtime is then linked in.
  static let isUnderThreadSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

  /// Starts `program` (the app by default) with `arguments` and the environment's variables
  /// plus `environment`.
  init(
    program: String? = nil, arguments: [String], output: Output = .pipe,
    environment: [String: String] = [:]
  ) throws {
    // The test writes into the child's input: a child gone must fail the write, not kill us.
    signal(SIGPIPE, SIG_IGN)
    guard let path = program ?? Self.executable()?.path else {
      throw ProcessLaunchError(reason: "the BlueLibrary executable was not built beside the tests")
    }
    // One launch at a time: a child started by another test between `pipe` and `fcntl` would
    // inherit this child's pipes, and keep its input open after the test closes it.
    Self.launching.lock()
    defer { Self.launching.unlock() }
    let input = try Self.makePipe()
    let outputPipe = try Self.makePipe()
    let errorPipe = try Self.makePipe()
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #else
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input.read, STDIN_FILENO)
    switch output {
    case .pipe: posix_spawn_file_actions_adddup2(&actions, outputPipe.write, STDOUT_FILENO)
    case .closed: posix_spawn_file_actions_addclose(&actions, STDOUT_FILENO)
    case .file(let file):
      posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, file, O_WRONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, errorPipe.write, STDERR_FILENO)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own process group (so the whole group can be killed), and the default action for the
    // signals this test process may ignore, so the child starts as it would from a shell.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    // English unless the test asks otherwise, whatever the locale the tests run in.
    let variables = ProcessInfo.processInfo.environment.merging(["LC_ALL": "C.UTF-8"]) { $1 }
      .merging(environment) { $1 }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    for end in [input.read, outputPipe.write, errorPipe.write] { close(end) }
    guard result == 0 else {
      for end in [input.write, outputPipe.read, errorPipe.read] { close(end) }
      throw ProcessLaunchError(reason: String(cString: strerror(result)))
    }
    self.pid = pid
    inputWriter = input.write
    outputReader = outputPipe.read
    errorReader = errorPipe.read
  }

  deinit {
    if !ended {
      kill(-pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    for descriptor in [inputWriter, outputReader, errorReader] where descriptor >= 0 {
      close(descriptor)
    }
  }

  /// Writes `text` to the child's standard input; `false` when the child no longer reads.
  @discardableResult
  func send(_ text: String) -> Bool {
    send(Array(text.utf8))
  }

  /// Writes `bytes` to the child's standard input; `false` when the child no longer reads.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes {
        write(inputWriter, $0.baseAddress, $0.count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += result
    }
    return true
  }

  /// Closes the child's standard input: the end of its script.
  func closeInput() {
    close(inputWriter)
    inputWriter = -1
  }

  /// Reads standard output until it holds `marker` (or ends: a marker never printed, such as
  /// NUL, reads it all); returns everything read.
  func readOutput(until marker: String) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: bytes, as: UTF8.self).contains(marker) {
      let count = chunk.withUnsafeMutableBytes { read(outputReader, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Closes this end of standard output's pipe: the child's next write finds its reader gone.
  func closeOutput() {
    close(outputReader)
    outputReader = -1
  }

  /// Sends `signalNumber` to the child.
  func send(signal signalNumber: Int32) {
    kill(pid, signalNumber)
  }

  /// Closes the child's input (unless `closingInput` is `false`) and waits for it to end: two
  /// minutes at most, then its group is killed and the test fails.
  func finish(closingInput: Bool = true) -> Ending {
    if closingInput, inputWriter >= 0 { closeInput() }
    var status: Int32 = 0
    var usage = rusage()
    var waited = 0
    var highWaterMark: Int?
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      // Read while the child is alive: the mark only grows, so the last reading is its peak.
      highWaterMark = Self.residentHighWaterMark(of: pid) ?? highWaterMark
      guard waited < 120_000 else {
        Issue.record("BlueLibrary did not end within two minutes; killed it")
        kill(-pid, SIGKILL)
        wait4(pid, &status, 0, &usage)
        break
      }
      usleep(10_000)
      waited += 10
    }
    ended = true
    // WIFEXITED, WEXITSTATUS and WTERMSIG are C macros Swift does not import.
    let signalNumber = status & 0x7f
    #if canImport(Glibc)
    let maximumResidentBytes = highWaterMark ?? usage.ru_maxrss * 1024
    #else
    let maximumResidentBytes = usage.ru_maxrss
    #endif
    return Ending(
      status: signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber,
      wasSignaled: signalNumber != 0, maximumResidentBytes: maximumResidentBytes,
      errors: readAll(errorReader))
  }

  /// The `VmHWM` line of `/proc/<pid>/status`, in bytes, or `nil` where there is none (not
  /// Linux, or the process has ended).
  private static func residentHighWaterMark(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }

  private func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A pipe whose two ends close in any program this one starts (the child gets copies).
  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw ProcessLaunchError(reason: String(cString: strerror(errno)))
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }
}

/// The child could not be started.
struct ProcessLaunchError: Error, CustomStringConvertible {
  let reason: String
  var description: String { "cannot start the app: \(reason)" }
}
