#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a child process gave no result; each language's message table words it for the learner
/// (``Messages/reason(_:)-(SubprocessError)``).
enum SubprocessError: Error, Equatable, Sendable {
  /// No executable of this name is on the `PATH`: the Swift toolchain is not installed, or not
  /// where the shell that started `kit` looks.
  case executableNotFound(String)
  /// The system refused to start the program; the code is its `errno` (`EACCES`, `ENOMEM`...).
  case couldNotStart(String, errno: Int32)
  /// The program ran past its time limit and was stopped.
  case timedOut(String, limit: Duration)

  /// The system's own words for `code` ("Permission denied").
  static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
