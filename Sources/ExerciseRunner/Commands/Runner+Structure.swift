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
  /// Every snippet check is compiled in one `swiftc` run against the modules the tests built,
  /// and each `mustReturnTrue` snippet that compiled is run; every `mustNotMention` check reads
  /// its file; every `declaresOnly` check reads the list of declarations the build left.
  func withStructureChecks(
    _ behaviour: CheckOutcome, of exercise: Exercise, packageAt folder: URL,
    checker: any ExerciseChecker
  ) -> CheckOutcome {
    let testCount: Int
    let failures: [FailedExpectation]
    let warnings: [CompilerWarning]
    switch behaviour {
    case .passed(let count, let checkCount, let passedWarnings):
      (testCount, failures, warnings) = (count + checkCount, [], passedWarnings)
    case .failed(let failed, let count, let checkCount):
      (testCount, failures, warnings) = (count + checkCount, failed, [])
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
    var declarations: DeclarationList?
    if checks.contains(where: { $0.kind == .declaresOnly }) {
      do {
        declarations = try checker.declarations(ofPackageAt: folder)
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
        case .declaresOnly:
          declarations.map(check.declarationVerdict(in:)) ?? .notUnderstood
        case .mustCompile, .mustNotCompile, .mustReturnTrue:
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

extension Runner {
  /// What is wrong with a refactoring exercise's starter, checked with its structure checks,
  /// for `kit verify`.
  ///
  /// The starter is working code: every behaviour test must pass on it, so the learner
  /// refactors under a green bar. And it is the code before the refactoring: every structure
  /// check must fail on it, which proves each check can fail and asks for the change, except a
  /// check marked `keptByStarter`, which guards something the starter already has right and
  /// must hold on it.
  func refactoringStarterProblems(of exercise: Exercise, _ starter: CheckOutcome) -> [String] {
    guard case .refactored(let refactoring) = starter else {
      return [
        "the starter of a refactoring must build and pass its tests, but:\n"
          + indented(starter.report(for: exercise))
      ]
    }
    var problems: [String] = []
    if !refactoring.behaviourFailures.isEmpty {
      problems.append(
        "the starter of a refactoring must pass its behaviour tests, but:\n"
          + indented(starter.report(for: exercise)))
    }
    for checked in refactoring.structure {
      let title = "structure check \"\(checked.check.name)\""
      switch (checked.check.isKeptByStarter, checked.verdict.holds) {
      case (false, true):
        problems.append(
          "\(title) already holds on the starter, so it could never fail there; leave that "
            + "for the learner to reach, or mark the check \"keptByStarter\" if the starter "
            + "is meant to keep it")
      case (true, false):
        problems.append(
          "\(title) is marked \"keptByStarter\", but fails on the starter: "
            + (checked.check.failure(for: checked.verdict)?.message ?? ""))
      default:
        continue
      }
    }
    return problems
  }
}
