import Foundation
import Testing

@testable import ExerciseRunner

/// `kit verify --mutants` on a tiny exercise whose checker "catches" exactly the mutants that
/// write `<=`, so the report's every line is known.
@Suite struct MutantsVerifyTests {
  /// `first-one`'s solution: three mutants (`<` → `<=` on line 2, `1` → `2`, `2` → `3`).
  static let solution = "// Solved.\nlet answer = 1 < 2\n"

  private func exercises(_ metadata: [Exercise] = TemporaryExercises.standard) throws
    -> TemporaryExercises
  {
    let exercises = try TemporaryExercises(metadata)
    try exercises.write(Self.solution, to: "01-first-one/Solution/Sources/First/First.swift")
    return exercises
  }

  @Test func everySurvivorIsReportedWithItsFileLineAndChange() throws {
    let result = try exercises().run(["verify", "--mutants"], checker: CatchesLessOrEqual())
    #expect(result.status == .failure)
    let lines = result.output.split(separator: "\n").map { $0.replacing(/\(\d+\.\d s\)/, with: "") }
    #expect(
      lines == [
        "FAIL  1 first-one: 1 caught, 2 survived, 0 equivalent ",
        "      - survived: Sources/First/First.swift:2: `1` → `2`",
        "      - survived: Sources/First/First.swift:2: `2` → `3`",
        "ok    2 second-one: 0 caught, 0 survived, 0 equivalent ",
        "Took 0 s.",
        "mutants: 1 caught, 2 survived, 0 equivalent",
      ])
  }

  @Test func eachMutantIsCheckedInTheCopyAndTheSolutionIsPutBack() throws {
    let exercises = try exercises()
    let checker = CatchesLessOrEqual()
    _ = exercises.run(["verify", "--mutants", "first-one"], checker: checker)
    #expect(
      checker.sources == [
        Self.solution, "// Solved.\nlet answer = 2 < 2\n", "// Solved.\nlet answer = 1 <= 2\n",
        "// Solved.\nlet answer = 1 < 3\n",
      ], "the solution first (it must pass), then one mutant at a time, in the source's order")
    #expect(
      exercises.read("01-first-one/Sources/First/First.swift") == "// TODO: solve it.\n",
      "the learner's file is never touched")
  }

  @Test func listedEquivalentMutantsAreLeftOutAndCounted() throws {
    var metadata = TemporaryExercises.standard
    metadata[0].equivalentMutants = [
      EquivalentMutant(
        file: "Sources/First/First.swift", line: 2, change: "`1` → `2`", reason: "a test says so"),
      EquivalentMutant(
        file: "Sources/First/First.swift", line: 2, change: "`2` → `3`", reason: "so does this"),
    ]
    let result = try exercises(metadata).run(
      ["verify", "--mutants", "first-one"], checker: CatchesLessOrEqual())
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("ok    1 first-one: 1 caught, 0 survived, 2 equivalent ("))
    #expect(result.output.hasSuffix("\nmutants: 1 caught, 0 survived, 2 equivalent\n"))
  }

  @Test func anEquivalentEntryThatMatchesNoMutantFails() throws {
    var metadata = TemporaryExercises.standard
    metadata[1].equivalentMutants = [
      EquivalentMutant(
        file: "Sources/Second/Second.swift", line: 9, change: "`<` → `<=`", reason: "stale")
    ]
    let result = try exercises(metadata).run(
      ["verify", "--mutants", "second-one"], checker: CatchesLessOrEqual())
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "      - exercises.json lists Sources/Second/Second.swift:9: `<` → `<=` as an equivalent "
          + "mutant, but the solution has no such mutant any more: remove or update the entry\n"))
  }

  @Test func aSolutionThatFailsIsReportedAndItsMutantsAreNotRun() throws {
    let exercises = try exercises()
    try exercises.write("let answer = 1\n", to: "01-first-one/Solution/Sources/First/First.swift")
    let checker = CatchesLessOrEqual()
    let result = exercises.run(["verify", "--mutants", "first-one"], checker: checker)
    #expect(result.status == .failure)
    #expect(
      result.output.contains("- the solution must pass before its mutants mean anything, but:\n"))
    #expect(checker.sources.count == 1, "only the solution was checked")
  }

  @Test func aSampleChecksAFixedFewMutantsOfEachFile() throws {
    let first = CatchesLessOrEqual()
    let second = CatchesLessOrEqual()
    _ = try exercises().run(["verify", "--mutants", "--sample", "2", "first-one"], checker: first)
    _ = try exercises().run(["verify", "--mutants", "--sample", "2", "first-one"], checker: second)
    #expect(first.sources.count == 3, "the solution, then 2 of the 3 mutants")
    #expect(first.sources == second.sources, "the same 2 on every run")
  }

  @Test func sampleAndMutantsAreVerifyOptionsOnly() throws {
    #expect(
      throws: UsageError(
        message: "error: --sample applies to verify --mutants and --mistakes only.")
    ) {
      try KitCommand(parsing: ["verify", "--sample", "3"])
    }
    #expect(throws: UsageError(message: "error: --mutants does not apply here.")) {
      try KitCommand(parsing: ["check", "--mutants"])
    }
    #expect(
      throws: UsageError(
        message: "error: --sample needs a number of mutants (1 or more) after it.")
    ) {
      try KitCommand(parsing: ["verify", "--mutants", "--sample", "none"])
    }
    let command = try KitCommand(parsing: ["verify", "--mutants", "--sample", "4", "a"])
    #expect(command.action == .verify(["a"]) && command.mutants && command.sample == 4)
  }
}

/// A checker that passes a package whose sources say "Solved" unless they contain `<=`, and
/// keeps the learner's file of each package it checked.
private final class CatchesLessOrEqual: ExerciseChecker {
  /// The first learner's file as each check found it, in order.
  private(set) var sources: [String] = []

  func check(packageAt folder: URL) -> CheckOutcome {
    let file = folder.appendingPathComponent(
      folder.lastPathComponent == "01-first-one"
        ? "Sources/First/First.swift" : "Sources/Second/Second.swift")
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    sources.append(text)
    guard text.contains("Solved"), !text.contains("<=") else {
      return .failed([ScriptedChecker.failure], testCount: 1)
    }
    return .passed(testCount: 1)
  }
}
