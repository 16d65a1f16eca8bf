import Foundation

extension Runner {
  /// A refactoring exercise's `behaviour` outcome with its structure checks added, as one
  /// ``CheckOutcome/refactored(_:)``.
  ///
  /// The structure checks run whenever the behaviour tests ran, even when some of them failed,
  /// so the learner sees both halves at every step: a refactoring that breaks behaviour, and
  /// one that keeps behaviour but leaves the coupling, are both visible. An outcome whose tests
  /// did not run (it did not build, it trapped, it ran out of time...) is returned as it is:
  /// there is no behaviour to count yet.
  ///
  /// Every snippet check is compiled in one `swiftc` run against the modules the tests built;
  /// every `mustNotMention` check reads its file.
  func withStructureChecks(
    _ behaviour: CheckOutcome, of exercise: Exercise, packageAt folder: URL,
    checker: any ExerciseChecker
  ) -> CheckOutcome {
    let testCount: Int
    let failures: [FailedExpectation]
    let warnings: [CompilerWarning]
    switch behaviour {
    case .passed(let count, let passedWarnings):
      (testCount, failures, warnings) = (count, [], passedWarnings)
    case .failed(let failed, let count):
      (testCount, failures, warnings) = (count, failed, [])
    default:
      return behaviour
    }
    let checks = exercise.structureChecks
    let snippets = checks.compactMap(\.compiledSnippet)
    var compiled: [SnippetVerdict] = []
    if !snippets.isEmpty {
      do {
        compiled = try checker.verdicts(for: snippets, packageAt: folder)
      } catch {
        return .couldNotRun(error)
      }
    }
    var answers = compiled.makeIterator()
    let structure = checks.map { check in
      let verdict: StructureVerdict =
        switch check.kind {
        case .mustNotMention:
          check.mentionVerdict(inPackageAt: folder)
        case .mustCompile, .mustNotCompile:
          check.compiledSnippet == nil
            ? .notUnderstood : answers.next().map(check.verdict(for:)) ?? .notUnderstood
        case .unknown:
          .notUnderstood
        }
      return RefactoringOutcome.CheckedStructure(check: check, verdict: verdict)
    }
    return .refactored(
      RefactoringOutcome(
        testCount: testCount, behaviourFailures: failures, warnings: warnings,
        structure: structure))
  }
}
