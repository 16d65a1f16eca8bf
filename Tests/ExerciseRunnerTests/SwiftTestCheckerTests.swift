import Foundation
import Testing

@testable import ExerciseRunner

/// Real `swift test` runs of six tiny packages in `Fixtures/`.
///
/// One passes, one fails, one does not compile, one traps, one exits in the middle of a test,
/// one passes with a warning. They build, so they are slow: they run one at a time, building in
/// the kit's own `.build` folder (so a second run is quick), each package in a folder of its
/// own with a shared module cache, as exercises do.
@Suite(.serialized) struct SwiftTestCheckerTests {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let workFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/ExerciseRunnerFixtures")

  /// Makes `copy` hold `source`'s files, writing only those that changed: an unchanged file
  /// keeps its date, and is not rebuilt.
  static func bringUpToDate(_ copy: URL, from source: URL) throws {
    let files = FileManager.default.enumerator(atPath: source.path)
    while let path = files?.nextObject() as? String {
      let from = source.appendingPathComponent(path)
      let to = copy.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      let data = try Data(contentsOf: from)
      if (try? Data(contentsOf: to)) != data {
        try FileManager.default.createDirectory(
          at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: to)
      }
    }
  }

  /// Checks a copy of the fixture `name`, so builds never write beside the sources.
  func check(_ name: String, touching touched: String? = nil) throws -> CheckOutcome {
    let source = Self.testsFolder.appendingPathComponent("Fixtures/\(name)")
    let copy = Self.workFolder.appendingPathComponent(name)
    try Self.bringUpToDate(copy, from: source)
    if let touched {
      // SwiftPM compiles only what changed, and the compiler warns only when it compiles.
      try FileManager.default.setAttributes(
        [.modificationDate: Date()], ofItemAtPath: copy.appendingPathComponent(touched).path)
    }
    return SwiftTestChecker(buildFolder: Self.workFolder.appendingPathComponent(".build"))
      .check(packageAt: copy)
  }

  @Test func aPackageWhoseTestsPassPasses() throws {
    #expect(try check("Passing") == .passed(testCount: 3))
  }

  @Test func aFailingExpectationIsReportedWithItsComment() throws {
    let outcome = try check("Failing")
    #expect(
      outcome
        == .failed(
          [
            FailedExpectation(
              test: "theAnswerIs42()",
              location: SourceLocation(
                path: "Tests/FixtureFailingTests/AnswerTests.swift", line: 6, column: 3),
              message: "Expectation failed: (answer() → 0) == 42",
              details: ["the answer is 42"]),
            // Shown as written, not as `It\'s My Life`.
            FailedExpectation(
              test: "theTitleEndsWithAnExclamationMark()",
              location: SourceLocation(
                path: "Tests/FixtureFailingTests/AnswerTests.swift", line: 14, column: 3),
              message: #"Expectation failed: (title() → "It's My Life") == "It's My Life!""#,
              details: []),
          ], testCount: 3))
  }

  @Test func aWarningInAPassingPackageIsKept() throws {
    #expect(
      try check("Warning", touching: "Sources/FixtureWarning/Answer.swift")
        == .passed(
          testCount: 1,
          warnings: [
            CompilerWarning(
              location: SourceLocation(
                path: "Sources/FixtureWarning/Answer.swift", line: 3, column: 7),
              message: "initialization of immutable value 'unused' was never used; consider "
                + "replacing with assignment to '_' or removing it")
          ]))
  }

  @Test func aCompileErrorIsReportedWithItsPlace() throws {
    guard case .didNotCompile(let errors) = try check("Broken") else {
      Issue.record("a package that does not compile is .didNotCompile")
      return
    }
    #expect(errors.count == 1)
    #expect(
      errors.first?.location
        == SourceLocation(path: "Sources/FixtureBroken/Answer.swift", line: 3, column: 3))
    #expect(errors.first?.message.contains("String") == true)
  }

  @Test func aTrapIsReportedWithTheTestAndTheLearnersLine() throws {
    guard case .crashed(let crash) = try check("Trapping") else {
      Issue.record("a run that traps is .crashed")
      return
    }
    #expect(crash.reason == "Index out of range")
    #expect(crash.location?.path == "Sources/FixtureTrapping/Answer.swift")
    #expect(crash.location?.line == 4)
    #expect(crash.test == "theAnswerIs42()" || crash.test == "theAnswerIsEven()")
  }

  @Test func aRunTheLearnersCodeEndsWithExitIsReportedAsEndingEarlyNotAsATrap() throws {
    #expect(
      try check("Exiting")
        == .endedEarly(EarlyEnd(test: "theAnswerIs42()", termination: .exited(0))))
  }

  @Test func aResetsBackupFolderIsNeverCompiled() throws {
    let backup = Self.workFolder.appendingPathComponent(
      "Passing/\(Runner.backupFolder)/20261123-015500/Sources/FixturePassing/Answer.swift")
    try FileManager.default.createDirectory(
      at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("func answer() -> Int { this does not compile }\n".utf8).write(to: backup)
    #expect(try check("Passing") == .passed(testCount: 3))
  }

  /// A file written twice in one second is checked as it is.
  ///
  /// A learner's editor can write a file twice in one second (a save, then a formatter).
  /// The compiler's incremental build compares file dates to the second, so the second
  /// version, or one put back with its old date, would be taken for the first one it built.
  @Test func aFileChangedWithinTheSecondOfItsLastBuildIsBuiltAgain() throws {
    #expect(try check("Passing") == .passed(testCount: 3))
    let answer = Self.workFolder.appendingPathComponent(
      "Passing/Sources/FixturePassing/Answer.swift")
    let right = try Data(contentsOf: answer)
    let built = try #require(
      try FileManager.default.attributesOfItem(atPath: answer.path)[.modificationDate] as? Date)
    func write(_ data: Data) throws {
      try data.write(to: answer)
      try FileManager.default.setAttributes([.modificationDate: built], ofItemAtPath: answer.path)
    }
    defer { try? write(right) }
    try write(Data("/// The answer, wrong.\nfunc answer() -> Int { 41 }\n".utf8))
    let wrong = SwiftTestChecker(buildFolder: Self.workFolder.appendingPathComponent(".build"))
      .check(packageAt: Self.workFolder.appendingPathComponent("Passing"))
    guard case .failed(let failures, testCount: 3, checkCount: _) = wrong else {
      Issue.record("the wrong answer, dated as the right one, was not built again: \(wrong)")
      return
    }
    #expect(failures.count == 2, "41 is neither 42 nor even")
    try write(right)
    #expect(
      SwiftTestChecker(buildFolder: Self.workFolder.appendingPathComponent(".build"))
        .check(packageAt: Self.workFolder.appendingPathComponent("Passing"))
        == .passed(testCount: 3), "and the right one, put back with the same date, is built too")
  }

  @Test func aBrokenPackageDoesNotStopAnotherFromPassing() throws {
    _ = try check("Broken")
    #expect(try check("Passing") == .passed(testCount: 3), "each package builds on its own")
  }
}
