/// How a `kit` command ended, as the number the process exits with.
///
/// Scripts and editors read these, so each outcome has its own number; the ones above 63 follow
/// `sysexits.h`, as `DemoKit`'s demos do for a usage error.
public enum ExitCode: Int32, Sendable {
  /// The command did what was asked (a `check` passed, a hint was shown...).
  case success = 0
  /// The exercise (or, for `verify`, at least one exercise) does not pass yet.
  case failure = 1
  /// The command line was not understood: an unknown command, option or exercise name.
  case usage = 64
  /// `exercises.json` is unreadable, inconsistent, or names a path outside its folder.
  case dataError = 65
  /// The Exercises folder was not found.
  case noInput = 66
  /// The Swift toolchain could not be started.
  case unavailable = 69
  /// A file could not be written (progress, a reset exercise).
  case cannotWrite = 73
}
