import CommandLineVocabulary
import Foundation
import Testing

@testable import ExerciseRunner

/// Real must-not-compile checks against `Fixtures/Guarded`, a vault whose initializer is private
/// as its README asks, but whose key is not.
///
/// The fixture is built once by `swift test`, in the kit's `.build` folder beside the other
/// fixtures (a second run is quick); then `swiftc` type-checks the snippets against it.
@Suite(.serialized) struct GuardedFixtureTests {
  static let fixture = SwiftTestCheckerTests.testsFolder.appendingPathComponent("Fixtures/Guarded")
  static let exercisesFolder = SwiftTestCheckerTests.workFolder
    .appendingPathComponent("GuardedExercises")
  static let checker = SwiftTestChecker(
    buildFolder: SwiftTestCheckerTests.workFolder.appendingPathComponent(".build"))

  static let secondVault = MustNotCompileCheck(
    name: "Nobody makes a second vault", snippet: "_ = Vault()",
    expectedError: "initializer is inaccessible", requirement: "nobody can make a second vault")
  static let keyInside = MustNotCompileCheck(
    name: "The key stays inside", snippet: "_ = Vault.shared.key",
    expectedError: "'key' is inaccessible", requirement: "the key never leaves the vault")
  static let typo = MustNotCompileCheck(
    name: "A misspelt snippet", snippet: "_ = Vualt()",
    expectedError: "initializer is inaccessible", requirement: "nobody can make a second vault")

  /// An Exercises folder holding the fixture as its one exercise, with `checks`; the fixture's
  /// files are copied only when they changed, so the build stays up to date.
  func exercises(with checks: [MustNotCompileCheck]) throws -> URL {
    let package = Self.exercisesFolder.appendingPathComponent("01-guarded-vault")
    try SwiftTestCheckerTests.bringUpToDate(package, from: Self.fixture)
    let exercise = Exercise(
      name: "guarded-vault", pattern: "Singleton", summary: "One vault.",
      folder: "01-guarded-vault", mustNotCompile: checks,
      files: ["Sources/FixtureGuarded/Vault.swift"], hints: ["Make it private."])
    try JSONEncoder().encode(ExerciseList(exercises: [exercise]))
      .write(to: Self.exercisesFolder.appendingPathComponent("exercises.json"))
    return package
  }

  /// Runs `kit check` on the fixture with `checks`.
  func check(with checks: [MustNotCompileCheck]) throws -> (status: ExitCode, output: String) {
    _ = try exercises(with: checks)
    let console = Console.memory(input: [], isInteractive: false)
    let status = Kit.run(
      ["--exercises-path", Self.exercisesFolder.path, "check", "guarded-vault"],
      console: console, currentDirectory: Self.exercisesFolder, checker: Self.checker)
    return (status, console.output)
  }

  @Test func aSnippetThatCompilesIsReportedWithTheReadmesWords() throws {
    let result = try check(with: [Self.secondVault, Self.keyInside])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        """
        FAIL  guarded-vault: all 1 test pass, but 1 of 2 checks fails.

          The key stays inside (must not compile)
            `_ = Vault.shared.key` compiled, but it must not: your code still allows it.
            -> the README asks for this: "the key never leaves the vault"

        """))
    #expect(!result.output.contains("Nobody makes a second vault"), "that one is refused")
  }

  @Test func aSnippetTheCompilerRefusesPasses() throws {
    let result = try check(with: [Self.secondVault])
    #expect(result.status == .success)
    #expect(result.output.contains("PASS  guarded-vault: all 1 test pass, and the check holds."))
  }

  @Test func eachSnippetGetsItsOwnVerdictFromOneCompilation() throws {
    let package = try exercises(with: [])
    #expect(Self.checker.check(packageAt: package) == .passed(testCount: 1))
    let verdicts = try Self.checker.verdicts(
      for: [Self.secondVault, Self.keyInside, Self.typo].map(\.compiledSnippet), packageAt: package)
    #expect(
      verdicts == [
        .refused, .compiled,
        .refusedOtherwise([CompilerError(location: nil, message: "cannot find 'Vualt' in scope")]),
      ])
  }
}
