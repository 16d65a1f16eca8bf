import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// How often a running child is looked at: how soon a time limit, a save or `q` is noticed.
private let supervisionInterval: useconds_t = 20_000

/// Runs `arguments` (looked up on `PATH` by `/usr/bin/env`) and waits for it, unless
/// `shouldStop` (asked every 20 ms while it runs, with the child's process ID) says to stop it.
///
/// The child runs in a process group of its own: a Ctrl-C typed at the runner reaches the
/// runner alone, which then ends the child's whole tree (see ``ProcessTree/end(_:)``), so
/// nothing it started outlives it. The output goes to a temporary file rather than a pipe: a
/// build or a crash report can be larger than a pipe's buffer, and a child blocked on a full
/// pipe would never exit.
///
/// - Returns: The finished process, or `nil` when it was stopped (with everything it started).
func runSubprocess(
  _ arguments: [String], environment: [String: String] = [:],
  stoppingWhen shouldStop: (pid_t) -> Bool = { _ in false }
) throws(SubprocessError) -> SubprocessResult? {
  let command = arguments.joined(separator: " ")
  let logURL = FileManager.default.temporaryDirectory
    .appendingPathComponent("kit-\(UUID().uuidString).log")
  defer { try? FileManager.default.removeItem(at: logURL) }
  let environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let started = ExitCleanup.startChild {
    spawnInOwnGroup(
      ["/usr/bin/env"] + arguments, environment: environment.map { "\($0.key)=\($0.value)" },
      outputPath: logURL.path)
  }
  let pid: pid_t
  switch started {
  case .success(let child): pid = child
  case .failure(let error):
    throw SubprocessError(command: command, reason: String(cString: strerror(error.code.rawValue)))
  }
  defer { ExitCleanup.forgetChild(pid) }
  var status: Int32 = 0
  while true {
    let collected = waitpid(pid, &status, WNOHANG)
    if collected == pid { break }
    if collected < 0 && errno != EINTR {
      throw SubprocessError(command: command, reason: String(cString: strerror(errno)))
    }
    if shouldStop(pid) {
      ProcessTree.end(pid)
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return nil
    }
    usleep(supervisionInterval)
  }
  // A signal to kit may have ended the child; then kit ends too, with nothing to report.
  ExitCleanup.waitIfEnding()
  // Whatever the child left behind in its group (a test's own background process) goes too.
  killpg(pid, SIGKILL)
  let output = String(decoding: (try? Data(contentsOf: logURL)) ?? Data(), as: UTF8.self)
  // The status word: the low 7 bits are the signal that ended it (0 when it exited), and
  // the next 8 bits the exit status.
  let signal = status & 0x7f
  return SubprocessResult(
    status: signal == 0 ? (status >> 8) & 0xff : signal, wasKilledBySignal: signal != 0,
    output: output)
}

/// Starts `arguments[0]` with `arguments` as its argument list, as the leader of a new process
/// group, its input from `/dev/null` and its output and errors into `outputPath`.
///
/// The group is set by `posix_spawn` itself, before the program runs, so there is no moment
/// when the child is in the runner's group. Signals the runner ignores or handles are put back
/// to their defaults in the child, so that `SIGTERM` ends it.
private func spawnInOwnGroup(_ arguments: [String], environment: [String], outputPath: String)
  -> Result<pid_t, POSIXError>
{
  #if canImport(Darwin)
  var attributes: posix_spawnattr_t? = nil
  var actions: posix_spawn_file_actions_t? = nil
  #else
  var attributes = posix_spawnattr_t()
  var actions = posix_spawn_file_actions_t()
  #endif
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }

  posix_spawnattr_setflags(
    &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
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

  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer { for string in argv + envp { free(string) } }
  var pid: pid_t = 0
  let error = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
  guard error == 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)) }
  return .success(pid)
}
