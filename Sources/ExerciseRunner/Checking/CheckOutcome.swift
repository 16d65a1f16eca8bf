/// What happened when an exercise's tests were built and run.
enum CheckOutcome: Equatable, Sendable {
  /// Every test passed, and so did the exercise's `checkCount` must-not-compile and
  /// must-not-mention checks; the compiler may still have warned about something.
  case passed(testCount: Int, checkCount: Int = 0, warnings: [CompilerWarning] = [])
  /// It built and ran, and some expectations failed. When `checkCount` is not zero, every test
  /// passed and the failures are the exercise's checks, `checkCount` of them in all.
  case failed([FailedExpectation], testCount: Int, checkCount: Int = 0)
  /// A refactoring exercise's tests ran: the behaviour kept and the structure reached, apart.
  /// It passes only when both hold (see ``RefactoringOutcome``).
  case refactored(RefactoringOutcome)
  /// It did not build; these are the compiler's errors.
  case didNotCompile([CompilerError])
  /// A test stopped the whole run (a trap: an index out of range, a force unwrap of `nil`...).
  case crashed(Crash)
  /// The code under test ended the test run before its tests were done, without a crash: it
  /// called `exit()`, say.
  case endedEarly(EarlyEnd)
  /// The build or the tests ran past their time limit and were stopped.
  case timedOut(TimeOut)
  /// The tests could not be run at all.
  case couldNotRun(CheckError)
  /// Nothing was built: the exercise's files are not the ones the lesson set (a listed file
  /// missing, a given test changed...), so no verdict would be about the learner's work.
  case refused([LessonGuardProblem])

  /// Whether this is ``passed(testCount:checkCount:warnings:)``, or a refactoring whose behaviour and
  /// structure both hold.
  var isPassing: Bool {
    switch self {
    case .passed: true
    case .refactored(let refactoring): refactoring.isPassing
    default: false
    }
  }

  /// Whether this is ``failed(_:testCount:checkCount:)``: it builds and runs but does not pass, which is
  /// exactly what a starter must do.
  var isFailingTests: Bool {
    if case .failed = self { true } else { false }
  }
}

/// A place in a source file, with the path relative to the exercise's folder when inside it.
struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
  /// The file's path.
  var path: String
  /// The 1-based line.
  var line: Int
  /// The 1-based column.
  var column: Int

  var description: String { "\(path):\(line):\(column)" }

  /// The place as seen from where the learner runs `kit`: a path relative to the exercise gets
  /// `packagePath` (the exercise's folder from there) in front; an absolute one stays.
  func displayed(from packagePath: String) -> String {
    guard !packagePath.isEmpty, !path.hasPrefix("/") else { return description }
    return "\(packagePath)/\(description)"
  }
}

/// One failed `#expect` or `#require`, or another recorded issue.
struct FailedExpectation: Equatable, Sendable {
  /// The test's name, as Swift Testing shows it.
  var test: String
  /// Where the expectation is.
  var location: SourceLocation?
  /// What failed, with the values Swift Testing captured: `(x → 1) == 2`.
  var message: String
  /// The expectation's own comment, which in these exercises says what is expected.
  var details: [String]
}

/// One error from the compiler.
struct CompilerError: Equatable, Sendable {
  /// Where the compiler points, if it points somewhere.
  var location: SourceLocation?
  /// What the compiler said.
  var message: String
  /// The notes and fix-its the compiler printed under it, such as "note: convert 'shared' to a
  /// 'let' constant to make 'Sendable' shared state immutable": often the way out.
  var notes: [String] = []
}

/// One warning from the compiler: the code builds, but something in it is likely a mistake
/// (a value never used, a `var` never changed).
struct CompilerWarning: Equatable, Sendable {
  /// Where the compiler points.
  var location: SourceLocation
  /// What the compiler said.
  var message: String
}

/// A run that stopped in the middle of a test.
struct Crash: Equatable, Sendable {
  /// The test that was running, if known.
  var test: String?
  /// The runtime's reason, such as `Index out of range`.
  var reason: String?
  /// The innermost place in the exercise's own code, from the crash's backtrace.
  var location: SourceLocation?
}

/// A test run that ended in the middle of a test, by exiting (or by a signal) rather than by a
/// trap the runtime reported.
struct EarlyEnd: Equatable, Sendable {
  /// The test that was running, if known.
  var test: String?
  /// How the test run ended, as `swift test` reported it.
  var termination: Termination
}

/// Why a check could not be run at all; each language's message table words it
/// (``Messages/reason(_:)-(CheckError)``).
enum CheckError: Error, Equatable, Sendable {
  /// A program the check needs (`swift`, `swiftc`) could not be run.
  case process(SubprocessError)
  /// `swift test` ended before running any test, with no compiler error to show; the last
  /// lines of what it printed.
  case noTestRan(lastLines: String)
  /// The checker cannot compile must-not-compile snippets (a stand-in, in the runner's tests).
  case cannotCompileSnippets
  /// The build left no symbol graph, or an unreadable one, for the named module, so its
  /// declarations cannot be listed (``DeclarationList``).
  case noDeclarationList(module: String)
  /// The file of must-not-compile snippets could not be written.
  case cannotWriteSnippets(path: String, reason: String)
  /// The check was stopped before it had an outcome.
  case stopped
}

/// A check stopped at its time limit.
struct TimeOut: Equatable, Sendable {
  /// What was running when time ran out.
  enum Phase: Equatable, Sendable {
    /// The build: the compiler, or SwiftPM waiting for a lock.
    case build
    /// The tests, after they had all built.
    case tests
  }

  /// What ran out of time.
  var phase: Phase
  /// The limit, in seconds.
  var seconds: Int
  /// The tests that had started and not finished, in the order they started.
  var unfinishedTests: [String]
}
