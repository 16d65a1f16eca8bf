import Foundation
import Testing

@testable import ExerciseRunner

/// The compiler's notes and fix-its stay under their error, as `swift build` prints them: they
/// are often the way out ("convert 'shared' to a 'let' constant").
@Suite struct CompilerNotesTests {
  /// What `swift build` (Swift 6.2, Linux) printed for a `Logger` with `static var shared` and
  /// a mistyped property, recorded as is: each error twice (emitting the module, compiling the
  /// file), the first with no notes, the second with three.
  static let recordedLog = """
    [3/4] Emitting module L
    /p/Sources/L/Logger.swift:3:16: error: cannot convert value of type 'String' to specified type 'Int'
    1 | public final class Logger {
    2 |   static var shared = Logger()
    3 |   let x: Int = "a"
      |                `- error: cannot convert value of type 'String' to specified type 'Int'
    4 | }
    5 |

    /p/Sources/L/Logger.swift:2:14: error: static property 'shared' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
    1 | public final class Logger {
    2 |   static var shared = Logger()
      |              |- error: static property 'shared' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
      |              |- note: convert 'shared' to a 'let' constant to make 'Sendable' shared state immutable
      |              |- note: add '@MainActor' to make static property 'shared' part of global actor 'MainActor'
      |              `- note: disable concurrency-safety checks if accesses are protected by an external synchronization mechanism
    3 |   let x: Int = "a"
    4 | }

    [#MutableGlobalVariable]: <https://docs.swift.org/compiler/documentation/diagnostics/mutable-global-variable>
    [4/4] Compiling L Logger.swift
    /p/Sources/L/Logger.swift:3:16: error: cannot convert value of type 'String' to specified type 'Int'
    1 | public final class Logger {
    2 |   static var shared = Logger()
    3 |   let x: Int = "a"
      |                `- error: cannot convert value of type 'String' to specified type 'Int'
    4 | }
    5 |

    /p/Sources/L/Logger.swift:2:14: error: static property 'shared' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
    1 | public final class Logger {
    2 |   static var shared = Logger()
      |              |- error: static property 'shared' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
      |              |- note: convert 'shared' to a 'let' constant to make 'Sendable' shared state immutable
      |              |- note: add '@MainActor' to make static property 'shared' part of global actor 'MainActor'
      |              `- note: disable concurrency-safety checks if accesses are protected by an external synchronization mechanism
    """

  static let sharedError = CompilerError(
    location: SourceLocation(path: "Sources/L/Logger.swift", line: 2, column: 14),
    message:
      "static property 'shared' is not concurrency-safe because it is nonisolated global shared "
      + "mutable state",
    notes: [
      "note: convert 'shared' to a 'let' constant to make 'Sendable' shared state immutable",
      "note: add '@MainActor' to make static property 'shared' part of global actor 'MainActor'",
      "note: disable concurrency-safety checks if accesses are protected by an external "
        + "synchronization mechanism",
    ])

  @Test func eachErrorKeepsTheNotesPrintedUnderItOnce() {
    let log = BuildLog(Self.recordedLog, packageFolder: URL(fileURLWithPath: "/p"))
    #expect(
      log.compilerErrors == [
        CompilerError(
          location: SourceLocation(path: "Sources/L/Logger.swift", line: 3, column: 16),
          message: "cannot convert value of type 'String' to specified type 'Int'"),
        Self.sharedError,
      ])
  }

  @Test func notesOnLinesOfTheirOwnBelongToTheErrorAbove() {
    let log = BuildLog(
      """
      /p/Sources/L/Logger.swift:2:14: error: static property 'shared' is not concurrency-safe
      /p/Sources/L/Logger.swift:2:14: note: convert 'shared' to a 'let' constant
      /p/Sources/L/Logger.swift:5:1: warning: never used
      /p/Sources/L/Logger.swift:5:1: note: not about the error
      """, packageFolder: URL(fileURLWithPath: "/p"))
    #expect(log.compilerErrors.map(\.notes) == [["note: convert 'shared' to a 'let' constant"]])
  }

  @Test func theReportShowsTheNotesUnderTheirError() {
    let exercise = Exercise(
      name: "singleton-logger", pattern: "Singleton", summary: "s", folder: "04-singleton-logger",
      files: ["Sources/L/Logger.swift"], hints: ["h"])
    #expect(
      CheckOutcome.didNotCompile([Self.sharedError]).report(for: exercise) == [
        "BUILD FAILED  singleton-logger does not compile yet:",
        "",
        "  Sources/L/Logger.swift:2:14: error: static property 'shared' is not concurrency-safe "
          + "because it is nonisolated global shared mutable state",
        "    note: convert 'shared' to a 'let' constant to make 'Sendable' shared state immutable",
        "    note: add '@MainActor' to make static property 'shared' part of global actor "
          + "'MainActor'",
        "    note: disable concurrency-safety checks if accesses are protected by an external "
          + "synchronization mechanism",
      ])
  }
}
