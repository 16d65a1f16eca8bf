/// How a program's process ends, as the number it exits with: one vocabulary for the app, the
/// demos and `kit`.
///
/// Named as swift-argument-parser names it; Swift Testing's `ExitStatus` is another type: how
/// a process started by an exit test ended.
///
/// Scripts and editors read these, so each outcome has its own number. Those from 64 on are
/// `sysexits.h`'s, which BSD and macOS tools use too; 128 plus a signal's number is what a
/// shell shows for a process that a signal ended.
public enum ExitCode: Int32, Sendable {
  /// The program did what was asked (a check passed, a demo told its story, the app quit).
  case success = 0
  /// Something went wrong, and the message said what: `kit`'s exercise does not pass yet, a
  /// demo's output could not be written, the app could not save on the way out.
  case failure = 1
  /// The command line was not understood: an unknown command, option or name (`EX_USAGE`).
  case usage = 64
  /// The input was not valid data: `kit`'s `exercises.json`, a line of the app's script
  /// (`EX_DATAERR`).
  case dataError = 65
  /// The input was not found: `kit`'s Exercises folder (`EX_NOINPUT`).
  case noInput = 66
  /// A program it needs could not be run: `kit`'s Swift toolchain (`EX_UNAVAILABLE`).
  case unavailable = 69
  /// A file could not be written: `kit`'s progress file, a reset exercise (`EX_CANTCREAT`).
  case cannotWrite = 73
  /// Try again later: another BlueLibrary is using the app's data folder (`EX_TEMPFAIL`).
  case temporaryFailure = 75
  /// Stopped, after saving, on `SIGHUP`: the terminal went away (128 + 1).
  case hangUp = 129
  /// Stopped, after saving, on `SIGINT`: Control-C in a terminal (128 + 2).
  case interrupted = 130
  /// Stopped, after saving, on `SIGTERM`, as `kill` sends (128 + 15).
  case terminated = 143
}
