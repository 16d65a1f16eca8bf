/// How the app's process ends, for scripts that run it.
public enum AppExitStatus: Int32, Sendable {
  /// Everything went as asked.
  case success = 0
  /// The app could not start (its data folder could not be made, say), could not save on the
  /// way out, or stopped (after saving) because its output failed.
  case failure = 1
  /// The command line was not understood (`EX_USAGE`).
  case usage = 64
  /// A script line was not a command, or was too long to read; the others still ran
  /// (`EX_DATAERR`).
  case badScript = 65
  /// Another BlueLibrary is using the data folder; try again once it has quit (`EX_TEMPFAIL`).
  case dataFolderInUse = 75
  /// Saved and stopped on SIGHUP (128 + 1).
  case hangUp = 129
  /// Saved and stopped on SIGINT, Control-C in a terminal (128 + 2).
  case interrupted = 130
  /// Saved and stopped on SIGTERM (128 + 15).
  case terminated = 143
}
