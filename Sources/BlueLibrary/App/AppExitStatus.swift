/// How the app's process ends, for scripts that run it.
public enum AppExitStatus: Int32, Sendable {
  /// Everything went as asked.
  case success = 0
  /// The app could not start (its data folder could not be made, say), or could not save on
  /// the way out.
  case failure = 1
  /// The command line was not understood (`EX_USAGE`).
  case usage = 64
  /// A script line was not a command; the others still ran (`EX_DATAERR`).
  case badScript = 65
}
