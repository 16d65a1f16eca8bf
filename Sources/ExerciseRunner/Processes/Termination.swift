#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended: it exited with a status, or a signal ended it.
enum Termination: Equatable, Sendable {
  /// The process exited, with this status (0 to 255).
  case exited(Int32)
  /// A signal ended the process, such as `SIGKILL` (9) or `SIGTRAP` (5).
  case signalled(Int32)

  /// The termination a `waitpid` status word describes: its low 7 bits are the signal that
  /// ended the process (0 when it exited), and the next 8 bits its exit status.
  init(waitStatus: Int32) {
    let signal = waitStatus & 0x7f
    self = signal == 0 ? .exited((waitStatus >> 8) & 0xff) : .signalled(signal)
  }

  /// Whether the process exited with status 0, as a program that did its job does.
  var isSuccess: Bool { self == .exited(0) }
}
