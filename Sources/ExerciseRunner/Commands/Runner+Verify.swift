import CommandLineVocabulary
import Foundation

extension Runner {
  /// The exercises `verify` works on: those `names` name, or all of them when it names none;
  /// `nil`, once it has said so, when a name is no exercise.
  func exercises(named names: [String]) -> [Exercise]? {
    guard !names.isEmpty else { return workspace.exercises }
    var selected: [Exercise] = []
    for name in names {
      guard let exercise = workspace.exercise(named: name) else {
        console.complain(workspace.unknownExerciseMessage(name))
        return nil
      }
      selected.append(exercise)
    }
    return selected
  }

  /// `kit verify [name...]`: proves the exercises are sound, for the kit's authors and CI.
  ///
  /// Besides the checks that need no build (see ``Workspace/integrityProblems()``), each
  /// exercise is copied to a temporary folder, so the learner's own files are never touched
  /// nor used: there its starter must build and fail its tests, then its solution must pass;
  /// its must-not-compile checks must compile on the starter and be refused on the solution.
  /// A refactoring exercise's starter must instead pass its tests and fail its structure
  /// checks (see ``refactoringStarterProblems(of:_:)``), and its solution pass both.
  /// The last line is always `verify: N passed, M failed`.
  ///
  /// - Parameters:
  ///   - names: The exercises to verify; all of them when empty.
  ///   - pristine: Whether the learner's files must also be the starters, as on a fresh clone:
  ///     CI's check that `Starter/` and the files learners open never drift apart.
  ///   - checker: How the copies are built and tested.
  ///   - scratchFolder: An empty folder for the copies; the caller deletes it afterwards.
  /// - Returns: `.success` when every exercise passes, `.failure` otherwise.
  func verify(
    _ names: [String], pristine: Bool = false, checker: any ExerciseChecker, scratchFolder: URL
  ) -> ExitCode {
    guard let selected = exercises(named: names) else { return .usage }
    let started = Date()
    let problems = workspace.integrityProblems()
    var passed = 0
    var failed = 0
    if names.isEmpty {
      for problem in problems.general {
        console.say("FAIL  \(Workspace.metadataFileName): \(problem)")
        failed += 1
      }
    }
    for exercise in selected {
      let exerciseStarted = Date()
      var found = problems.byExercise[exercise.name] ?? []
      if pristine { found += driftProblems(of: exercise) }
      let built = buildProblems(of: exercise, checker: checker, scratchFolder: scratchFolder)
      found += built.problems
      let seconds = String(format: "%.1f s", Date().timeIntervalSince(exerciseStarted))
      let title = "\(workspace.number(of: exercise)) \(exercise.name)"
      if found.isEmpty {
        passed += 1
        console.say("ok    \(title) (\(seconds))")
        for note in built.notes { console.say("      - note: " + note) }
      } else {
        failed += 1
        console.say("FAIL  \(title) (\(seconds))")
        for problem in found { console.say("      - " + problem) }
      }
    }
    console.say(String(format: "Took %.0f s.", Date().timeIntervalSince(started)))
    console.say("verify: \(passed) passed, \(failed) failed")
    return failed == 0 ? .success : .failure
  }

  /// Builds a copy of the exercise with the starter, then with the solution, and runs its
  /// must-not-compile checks on each (see ``compileCheckProblems(of:on:checker:isStarter:)``).
  ///
  /// - Returns: What is wrong, and notes that are not failures (a check that does not apply to
  ///   the starter).
  private func buildProblems(
    of exercise: Exercise, checker: any ExerciseChecker, scratchFolder: URL
  )
    -> (problems: [String], notes: [String])
  {
    // Building against an out-of-date record proves nothing about the guard.
    let recordProblems = givenFilesRecordProblems(of: exercise)
    guard recordProblems.isEmpty else { return (recordProblems, []) }
    let original = workspace.folder(of: exercise)
    let copy = scratchFolder.appendingPathComponent(exercise.folder, isDirectory: true)
    do {
      try copyPackage(from: original, to: copy)
      try overlay(exercise, from: original.appendingPathComponent(Self.starterFolder), onto: copy)
    } catch {
      return (["could not copy it to \(copy.path): \(error.reason)"], [])
    }
    var problems: [String] = []
    var notes: [String] = []
    // The lesson's guard, then the build and tests within the exercise's own time limits, as
    // `kit check` gives a learner.
    func check() -> CheckOutcome {
      let guarded = workspace.lessonProblems(of: exercise, in: copy)
      guard guarded.isEmpty else { return .refused(guarded) }
      return checker.check(packageAt: copy, within: exercise.timeLimits, stoppingWhen: { false })
        ?? .couldNotRun(.stopped)
    }
    let starter = check()
    if exercise.isRefactoring {
      problems += refactoringStarterProblems(
        of: exercise,
        withStructureChecks(starter, of: exercise, packageAt: copy, checker: checker))
    } else if !starter.isFailingTests {
      problems.append(
        "the starter must build and fail its tests, but:\n"
          + indented(starter.report(for: exercise)))
    } else {
      let found = compileCheckProblems(of: exercise, on: copy, checker: checker, isStarter: true)
      problems += found.problems
      notes += found.notes
      problems += mentionCheckProblems(of: exercise, on: copy, isStarter: true)
      problems += declarationCheckProblems(
        of: exercise, on: copy, checker: checker, isStarter: true)
    }
    do {
      try overlay(exercise, from: original.appendingPathComponent(Self.solutionFolder), onto: copy)
    } catch {
      return (
        problems + ["could not put the solution in place: \(error.reason)"], notes
      )
    }
    let solution =
      exercise.isRefactoring
      ? withStructureChecks(check(), of: exercise, packageAt: copy, checker: checker) : check()
    if !solution.isPassing {
      problems.append(
        "the solution must pass, but:\n" + indented(solution.report(for: exercise)))
    } else {
      problems +=
        compileCheckProblems(
          of: exercise, on: copy, checker: checker, isStarter: false
        ).problems
      problems += mentionCheckProblems(of: exercise, on: copy, isStarter: false)
      problems += declarationCheckProblems(
        of: exercise, on: copy, checker: checker, isStarter: false)
    }
    return (problems, notes)
  }

  /// Proves each must-not-mention check of `exercise` on the learner's files in `package`.
  ///
  /// The solution must hold every one. The starter must say what the check forbids, which
  /// shows the check can fail there, unless the check is marked as kept by the starter: then
  /// the starter must hold it too, and the mistakes it catches prove it can fail.
  private func mentionCheckProblems(of exercise: Exercise, on package: URL, isStarter: Bool)
    -> [String]
  {
    let version = isStarter ? "starter" : "solution"
    return exercise.mustNotMentionChecks.compactMap { check in
      let title = "mention check \"\(check.name)\""
      let hasTheGap = isStarter && !check.isKeptByStarter
      switch check.structureCheck.mentionVerdict(inPackageAt: package) {
      case .held where hasTheGap:
        return "\(title): the starter's \(check.file) never matches \(check.pattern), so the check "
          + "could never fail there; mark it \"keptByStarter\" if the starter is meant to keep "
          + "the rule"
      case .held:
        return nil
      case .mentioned where hasTheGap:
        return nil
      case .mentioned(let line, let location):
        return "\(title): the \(version) says `\(line)` at \(location), which matches "
          + check.pattern
      case .unreadable(let path):
        return "\(title): the \(version) has no readable \(path)"
      case .notUnderstood, .snippet, .declared, .declaredElsewhere:
        return "\(title): \(check.pattern) is not a pattern kit can look for"
      }
    }
  }

  /// Proves each declaration check of `exercise` on the built `package`, as
  /// ``mentionCheckProblems(of:on:isStarter:)`` proves a mention check: the solution holds
  /// every one, and the starter breaks each one it is not marked as keeping.
  private func declarationCheckProblems(
    of exercise: Exercise, on package: URL, checker: any ExerciseChecker, isStarter: Bool
  ) -> [String] {
    let checks = exercise.declaresOnlyChecks
    guard !checks.isEmpty else { return [] }
    let list: DeclarationList
    do {
      list = try checker.declarations(ofPackageAt: package)
    } catch {
      return ["could not list its declarations: \(messages.reason(error))"]
    }
    let version = isStarter ? "starter" : "solution"
    return checks.compactMap { check in
      let title = "declaration check \"\(check.name)\""
      let hasTheGap = isStarter && !check.isKeptByStarter
      switch check.structureCheck.declarationVerdict(in: list) {
      case .held where hasTheGap:
        return "\(title): the starter declares nothing it does not allow, so the check could "
          + "never fail there; mark it \"keptByStarter\" if the starter is meant to keep the rule"
      case .held:
        return nil
      case .declared where hasTheGap, .declaredElsewhere where hasTheGap:
        return nil
      case .declared(let name, let location):
        return "\(title): the \(version) declares `\(name)` at \(location), which it does not "
          + "allow"
      case .declaredElsewhere(let name, let location, let file):
        return "\(title): the \(version) declares `\(name)` at \(location), outside \(file)"
      default:
        return "\(title) is not a check kit understands"
      }
    }
  }

  /// Proves each must-not-compile check of `exercise` against the built `package`.
  ///
  /// On the solution the compiler must refuse every snippet with its expected error. On the
  /// starter it must accept each one, which shows the check catches the gap the learner is
  /// there to close, unless the check is marked as kept by the starter: then the starter must
  /// refuse it too. A starter that refuses a snippet for another reason (it uses a name the
  /// learner has yet to write) makes the check "not applicable" there: a note, not a problem.
  private func compileCheckProblems(
    of exercise: Exercise, on package: URL, checker: any ExerciseChecker, isStarter: Bool
  ) -> (problems: [String], notes: [String]) {
    let checks = exercise.mustNotCompileChecks
    guard !checks.isEmpty else { return ([], []) }
    let verdicts: [SnippetVerdict]
    do {
      verdicts = try checker.verdicts(for: checks.map(\.compiledSnippet), packageAt: package)
    } catch {
      return (["could not run its compile checks: \(messages.reason(error))"], [])
    }
    var problems: [String] = []
    var notes: [String] = []
    let version = isStarter ? "starter" : "solution"
    for (check, verdict) in zip(checks, verdicts) {
      let title = "compile check \"\(check.name)\""
      // The starter leaves the gap the learner closes, unless it is marked as keeping the rule.
      let hasTheGap = isStarter && !check.isKeptByStarter
      switch verdict {
      case .refused where hasTheGap:
        problems.append(
          "\(title): the starter already refuses \(check.quotedSnippet), so the check could "
            + "never fail there; leave that gap for the learner, or mark the check "
            + "\"keptByStarter\" if the starter is meant to keep the rule")
      case .refused:
        continue
      case .compiled where hasTheGap, .failedWhenRun where hasTheGap:
        continue
      case .compiled, .failedWhenRun:
        problems.append(
          "\(title): \(check.quotedSnippet) compiles against the \(version), but must not"
            + (isStarter ? " (the check is marked \"keptByStarter\")" : ""))
      case .refusedOtherwise(let errors) where hasTheGap:
        notes.append(
          "\(title) does not apply to the starter, which refuses \(check.quotedSnippet) with: "
            + errors.map(\.message).joined(separator: "; "))
      case .refusedOtherwise(let errors):
        problems.append(
          "\(title): the \(version) refuses \(check.quotedSnippet), but not with "
            + "\"\(check.expectedError)\": " + errors.map(\.message).joined(separator: "; "))
      }
    }
    return (problems, notes)
  }

  /// The learner's files that differ from their starters.
  private func driftProblems(of exercise: Exercise) -> [String] {
    let folder = workspace.folder(of: exercise)
    return exercise.files.compactMap { file in
      let working = try? Data(contentsOf: folder.appendingPathComponent(file))
      let starter = try? Data(
        contentsOf: folder.appendingPathComponent(Self.starterFolder).appendingPathComponent(file))
      guard working != starter else { return nil }
      return "\(file) is not the same as \(Self.starterFolder)/\(file), but on a fresh clone "
        + "it must be (kit reset \(exercise.name) --yes copies the starter over it)"
    }
  }

  /// Copies an exercise's package, leaving out build products.
  func copyPackage(from source: URL, to destination: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: destination, withIntermediateDirectories: true)
    for item in try manager.contentsOfDirectory(atPath: source.path)
    where ![".build", ".swiftpm"].contains(item) {
      try manager.copyItem(
        at: source.appendingPathComponent(item), to: destination.appendingPathComponent(item))
    }
  }

  /// Writes the exercise's files from `versions` (its `Starter` or `Solution` folder) over the
  /// learner's files in `package`.
  func overlay(_ exercise: Exercise, from versions: URL, onto package: URL) throws {
    for file in exercise.files {
      let data = try Data(contentsOf: versions.appendingPathComponent(file))
      try data.write(to: package.appendingPathComponent(file), options: .atomic)
    }
  }

  func indented(_ lines: [String]) -> String {
    lines.map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
  }
}
