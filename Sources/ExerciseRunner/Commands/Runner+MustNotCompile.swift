import BlueKit
import Foundation

extension Runner {
  /// Checks `exercise` as `kit check` does.
  ///
  /// First the lesson's guard (see ``Workspace/lessonProblems(of:in:)``), then its build and
  /// tests, then, once every test passes, its must-not-compile and must-not-mention checks; each
  /// snippet the compiler accepts, and each line that says what the README forbids, is reported
  /// as a failed test. A refactoring exercise's structure checks follow whenever its tests ran,
  /// passing or not (see ``withStructureChecks(_:of:packageAt:checker:)``).
  ///
  /// The checks wait for the tests: a learner whose tests fail has that to fix first, and the
  /// edit-check loop pays the compiler's extra start only on an edit that passes.
  func outcomeWithCompileChecks(
    of exercise: Exercise, packageAt folder: URL, stoppingWhen shouldStop: () -> Bool = { false }
  ) -> CheckOutcome? {
    outcomeWithCompileChecks(
      of: exercise, packageAt: folder, checker: checker, stoppingWhen: shouldStop)
  }

  /// ``outcomeWithCompileChecks(of:packageAt:stoppingWhen:)`` with another checker: `verify`
  /// builds its copies in a scratch folder of their own.
  func outcomeWithCompileChecks(
    of exercise: Exercise, packageAt folder: URL, checker: any ExerciseChecker,
    stoppingWhen shouldStop: () -> Bool = { false }
  ) -> CheckOutcome? {
    let problems = workspace.lessonProblems(of: exercise, in: folder)
    guard problems.isEmpty else { return .refused(problems) }
    guard
      let outcome = checker.check(
        packageAt: folder, within: exercise.timeLimits, stoppingWhen: shouldStop)
    else { return nil }
    let behaviour = withCompileChecks(outcome, of: exercise, packageAt: folder, checker: checker)
    guard exercise.isRefactoring else { return behaviour }
    return withStructureChecks(behaviour, of: exercise, packageAt: folder, checker: checker)
  }

  /// `outcome` with the must-not-compile, must-not-mention and declaration checks of `exercise`
  /// added, once its tests pass.
  private func withCompileChecks(
    _ outcome: CheckOutcome, of exercise: Exercise, packageAt folder: URL,
    checker: any ExerciseChecker
  ) -> CheckOutcome {
    let checks = exercise.mustNotCompileChecks
    let mentions = exercise.mustNotMentionChecks
    let declarationChecks = exercise.declaresOnlyChecks.map(\.structureCheck)
    guard case .passed(let testCount, _, let warnings) = outcome,
      !checks.isEmpty || !mentions.isEmpty || !declarationChecks.isEmpty
    else {
      return outcome
    }
    var verdicts: [SnippetVerdict] = []
    if !checks.isEmpty {
      do {
        verdicts = try checker.verdicts(for: checks.map(\.compiledSnippet), packageAt: folder)
      } catch {
        return .couldNotRun(error)
      }
    }
    let compileFailures = zip(checks, verdicts).compactMap { check, verdict in
      check.failure(for: verdict, in: language)
    }
    let mentionFailures = mentions.map(\.structureCheck).compactMap { check in
      check.failure(for: check.mentionVerdict(inPackageAt: folder), in: language)
    }
    var declarationFailures: [FailedExpectation] = []
    if !declarationChecks.isEmpty {
      let list: DeclarationList
      do {
        list = try checker.declarations(ofPackageAt: folder)
      } catch {
        return .couldNotRun(error)
      }
      declarationFailures = declarationChecks.compactMap { check in
        check.failure(for: check.declarationVerdict(in: list), in: language)
      }
    }
    let failures = compileFailures + mentionFailures + declarationFailures
    let checkCount = checks.count + mentions.count + declarationChecks.count
    return failures.isEmpty
      ? .passed(testCount: testCount, checkCount: checkCount, warnings: warnings)
      : .failed(failures, testCount: testCount, checkCount: checkCount)
  }
}

extension MustNotCompileCheck {
  /// The snippet on one line, as the report quotes it.
  var quotedSnippet: String { Snippet.quoted(snippet) }

  /// How a verdict reads in a report, in `language`, as a failed test named after the check;
  /// `nil` when the compiler refused the snippet as it must.
  func failure(for verdict: SnippetVerdict, in language: Language = .english)
    -> FailedExpectation?
  {
    let messages = language.messages
    let test = messages.mustNotCompileTest(name(in: language))
    let readme = messages.theReadmeAsksForThis(requirement(in: language))
    switch verdict {
    case .refused:
      return nil
    case .compiled, .failedWhenRun:
      return FailedExpectation(
        test: test, location: nil, message: messages.snippetCompiled(quotedSnippet),
        details: [readme])
    case .refusedOtherwise(let errors):
      return FailedExpectation(
        test: test, location: nil,
        message: messages.snippetRefusedOtherwise(quotedSnippet, expectedError: expectedError),
        details: errors.distinctMessages.map(messages.theCompilerSaid) + [readme])
    }
  }
}
