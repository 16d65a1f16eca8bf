#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every time the runner gives the processes it starts, in one place, each with the reason for
/// its value.
///
/// A check runs the learner's code, which may loop forever, trap, or end the program; these
/// are the limits that keep `kit` answering whatever it does.
enum Supervision {
  /// How often a running child is looked at: how soon a time limit, a save or `q` is noticed.
  ///
  /// 20 ms is below what a person notices after pressing a key, and a look (one `waitpid`,
  /// one closure call) costs microseconds, so 50 looks a second cost nothing beside a build.
  static let pollInterval: Duration = .milliseconds(20)

  /// How long the processes of an ended check get to end on `SIGTERM` before `SIGKILL`.
  ///
  /// 300 ms lets a test binary flush what it writes and SwiftPM remove its lock; a process
  /// that takes longer is stuck, and a learner who pressed `q` should not wait for it.
  static let terminationGrace: Duration = .milliseconds(300)

  /// How often ending a check looks whether its processes have gone, within
  /// ``terminationGrace``: 10 ms, so that a tree that ends at once costs no more than that.
  static let terminationPollInterval: Duration = .milliseconds(10)

  /// How much longer than its limit a test run may take while Swift's crash reporter,
  /// `swift-backtrace`, writes the report of a trap in the learner's code.
  ///
  /// The report names the learner's line, which is worth waiting for, and symbolicating its
  /// backtrace on a busy machine can take longer than the tests' own limit. 60 s, three times
  /// the standard tests' limit, leaves the reporter ample time, and a process that is still
  /// "reporting" after that is stopped like a loop.
  static let crashReportGrace: Duration = .seconds(60)

  /// How long `swiftc` may take to type-check an exercise's must-not-compile snippets.
  ///
  /// It takes 0.07 to 0.3 s for a handful of lines; 120 s means a compiler that hangs, not a
  /// slow machine.
  static let snippetTypeCheckLimit: Duration = .seconds(120)

  /// How long a structure check's snippet may run before it counts as never returning.
  ///
  /// A snippet draws a cover or two, in well under a second; 10 s means a loop that never
  /// ends, even on a busy machine.
  static let snippetRunLimit: Duration = .seconds(10)

  /// How long a check's build may take, unless its exercise says otherwise: 600 s.
  ///
  /// A first build of an exercise compiles its whole package, and may wait for another
  /// build's lock (a second `kit watch`); ten minutes is beyond both on a slow machine, and
  /// still ends a build that hangs.
  static let standardBuildSeconds = 600

  /// How long a check's tests may take once they start, unless the exercise sets its own
  /// `testTimeLimitSeconds`: 20 s.
  ///
  /// An exercise's tests are a handful of small functions, so 20 s never cuts a correct
  /// exercise short, and a learner's endless loop is reported while they still wait for it.
  static let standardTestSeconds = 20

  /// Sleeps the calling thread for `duration`, as the supervising loops do between looks.
  static func pause(for duration: Duration) {
    usleep(useconds_t(duration / .microseconds(1)))
  }
}
