import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A finished child process: how it ended and everything it printed.
struct SubprocessResult: Sendable {
  /// How the process ended.
  var termination: Termination
  /// Standard output and standard error, interleaved as they were written.
  var output: String

  /// Whether the process exited with status 0.
  var succeeded: Bool { termination.isSuccess }
}

/// The runner's way of running a program: in a process group of its own, supervised, and
/// never outliving `kit`.
enum Subprocess {
  /// Runs `arguments` (the first looked up on the `PATH`, unless it is a path) and waits for
  /// it, unless `shouldStop` (asked every ``Supervision/pollInterval`` while it runs, with the
  /// child's process ID) says to stop it.
  ///
  /// The child runs in a process group of its own: a Ctrl-C typed at the runner reaches the
  /// runner alone, which then ends the child's whole tree (see ``ProcessTree/end(_:)``), so
  /// nothing it started outlives it. The output goes to a temporary file rather than a pipe: a
  /// build or a crash report can be larger than a pipe's buffer, and a child blocked on a full
  /// pipe would never exit.
  ///
  /// - Returns: The finished process, or `nil` when it was stopped (with everything it started).
  /// - Throws: ``SubprocessError/executableNotFound(_:)`` when the program is not on the `PATH`,
  ///   ``SubprocessError/couldNotStart(_:errno:)`` when the system refuses to start it.
  static func run(
    _ arguments: [String], environment: [String: String] = [:],
    stoppingWhen shouldStop: (pid_t) -> Bool = { _ in false }
  ) throws(SubprocessError) -> SubprocessResult? {
    let name = arguments.first ?? ""
    let environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    guard let executable = executable(named: name, searchPath: environment["PATH"]) else {
      throw .executableNotFound(name)
    }
    let logURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: logURL) }
    let started = ExitCleanup.startChild {
      spawnInOwnGroup(
        executable, arguments: arguments,
        environment: environment.map { "\($0.key)=\($0.value)" }, outputPath: logURL.path)
    }
    let pid: pid_t
    switch started {
    case .success(let child): pid = child
    case .failure(let error): throw .couldNotStart(name, errno: error.code.rawValue)
    }
    defer { ExitCleanup.forgetChild(pid) }
    var status: Int32 = 0
    while true {
      let collected = waitpid(pid, &status, WNOHANG)
      if collected == pid { break }
      if collected < 0 && errno != EINTR { throw .couldNotStart(name, errno: errno) }
      if shouldStop(pid) {
        ProcessTree.end(pid)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return nil
      }
      Supervision.pause(for: Supervision.pollInterval)
    }
    // A signal to kit may have ended the child; then kit ends too, with nothing to report.
    ExitCleanup.waitIfEnding()
    // Whatever the child left behind in its group (a test's own background process) goes too.
    killpg(pid, SIGKILL)
    let output = String(decoding: (try? Data(contentsOf: logURL)) ?? Data(), as: UTF8.self)
    return SubprocessResult(termination: Termination(waitStatus: status), output: output)
  }

  /// The program `name` names: itself when it holds a `/`, else the first executable file of
  /// that name in the folders of `searchPath` (a `PATH`, folders separated by `:`).
  ///
  /// The runner looks itself, rather than through `/usr/bin/env`, so a missing `swift` is
  /// known by name instead of guessed from `env` exiting with 127.
  static func executable(named name: String, searchPath: String?) -> String? {
    guard !name.isEmpty else { return nil }
    if name.contains("/") { return name }
    for folder in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = "\(folder)/\(name)"
      var status = stat()
      if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        access(candidate, X_OK) == 0
      {
        return candidate
      }
    }
    return nil
  }

  /// Starts `executable` with `arguments` as its argument list, as the leader of a new process
  /// group, its input from `/dev/null` and its output and errors into `outputPath`, and no
  /// other descriptor of the runner's.
  ///
  /// The group is set by `posix_spawn` itself, before the program runs, so there is no moment
  /// when the child is in the runner's group. Signals the runner ignores or handles are put
  /// back to their defaults in the child, so that `SIGTERM` ends it.
  private static func spawnInOwnGroup(
    _ executable: String, arguments: [String], environment: [String], outputPath: String
  ) -> Result<pid_t, POSIXError> {
    var (attributes, actions) = blankSpawnObjects()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }

    var flags = Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in ExitCleanup.handledSignals + [SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var noSignalsBlocked = sigset_t()
    sigemptyset(&noSignalsBlocked)
    posix_spawnattr_setsigmask(&attributes, &noSignalsBlocked)

    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, STDOUT_FILENO, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
    closeInheritedDescriptors(&actions, flags: &flags)
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for string in argv + envp { free(string) } }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard error == 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)) }
    return .success(pid)
  }
}
