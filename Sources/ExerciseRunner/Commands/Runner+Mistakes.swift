import BlueKit
import CommandLineVocabulary
import Foundation

extension Runner {
  /// How many times `verify --mistakes` checks each mistake unless `--runs` says otherwise.
  ///
  /// A verdict that can change between runs is a defect: a race that loses an add in 3 runs
  /// of 10 passed the check the other 7. Three runs do not prove a verdict deterministic, but
  /// they make a flaky one show, and cost little: after the first, nothing is rebuilt.
  static let defaultMistakeRuns = 3

  /// `kit verify --mistakes [name...]`: proves each exercise's checks refuse every catalogued
  /// mistake (see ``Mistake``), on every run.
  ///
  /// For each exercise, a copy is made with the solution in place, which must pass. Then each
  /// mistake is applied to the copy in turn and checked `runs` times exactly as `kit check`
  /// checks a learner's work: the lesson's guard, the build, the tests, the must-not-compile
  /// checks. Each run must give anything but a pass; the report says what refused it (the
  /// failing tests, the compiler, the guard...), and for a mistake that passed even once, what
  /// the learner believed. The catalogue itself is checked too (see
  /// ``mistakeCatalogueProblems(of:)``). The last line is
  /// `mistakes: N caught, M passed, K not checked`.
  ///
  /// - Parameters:
  ///   - names: The exercises whose mistakes to check; all of them when empty.
  ///   - runs: How many times to check each mistake.
  ///   - sample: When set, at most this many mistakes of each exercise, chosen as
  ///     ``MutantSample`` chooses mutants: CI's quick version. The full run leaves it `nil`.
  ///   - checker: How a copy is built and tested.
  ///   - scratchFolder: An empty folder for the copies; the caller deletes it afterwards.
  /// - Returns: `.success` when every mistake was caught on every run and every catalogue is
  ///   sound.
  func verifyMistakes(
    _ names: [String], runs: Int = defaultMistakeRuns, sample: Int? = nil,
    checker: any ExerciseChecker, scratchFolder: URL
  ) -> ExitCode {
    guard let selected = exercises(named: names) else { return .usage }
    let started = Date()
    var total = MistakeTally()
    var failedExercises = 0
    for exercise in selected {
      let exerciseStarted = Date()
      var problems = mistakeCatalogueProblems(of: exercise)
      problems += givenFilesRecordProblems(of: exercise)
      var lines: [String] = []
      var tally = MistakeTally()
      if problems.isEmpty {
        let checked = checkMistakes(
          of: exercise, runs: runs, sample: sample, checker: checker,
          scratchFolder: scratchFolder)
        tally = checked.tally
        lines = checked.lines
        problems += checked.problems
      }
      total.add(tally)
      let seconds = String(format: "%.1f s", Date().timeIntervalSince(exerciseStarted))
      let title = "\(workspace.number(of: exercise)) \(exercise.name) (\(seconds))"
      if problems.isEmpty && tally.passed == 0 && tally.unchecked == 0 {
        console.say("ok    \(title)")
      } else {
        failedExercises += 1
        console.say("FAIL  \(title)")
      }
      for line in lines { console.say("      " + line) }
      for problem in problems { console.say("      - " + problem) }
    }
    console.say(String(format: "Took %.0f s.", Date().timeIntervalSince(started)))
    console.say(
      messages.mistakesSummary(
        caught: total.caught, passed: total.passed, unchecked: total.unchecked))
    return failedExercises == 0 ? .success : .failure
  }

  /// What is wrong with `exercise`'s catalogue of mistakes, before anything is built: too few
  /// mistakes, two with one name, a belief missing in a language the exercise speaks, a
  /// mistake without its folder or a folder without its mistake, a path that is no file of
  /// the exercise, a mistake that is the solution itself.
  func mistakeCatalogueProblems(of exercise: Exercise) -> [String] {
    let catalogue = exercise.catalogue
    var problems: [String] = []
    if catalogue.count < Exercise.minimumMistakeCount {
      problems.append(
        messages.tooFewMistakes(catalogue.count, minimum: Exercise.minimumMistakeCount))
    }
    var seen: Set<String> = []
    for mistake in catalogue where !seen.insert(mistake.name).inserted {
      problems.append(messages.duplicateMistake(mistake.name))
    }
    let mistakesFolder = workspace.folder(of: exercise)
      .appendingPathComponent(Exercise.mistakesFolder, isDirectory: true)
    let solved = solvedFiles(of: exercise)
    for mistake in catalogue {
      if mistake.belief.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append(messages.beliefMissing(mistake.name, language: Language.english.rawValue))
      }
      for (tag, translation) in (exercise.translations ?? [:]).sorted(by: { $0.key < $1.key })
      where (translation.mistakes?[mistake.name] ?? "").trimmingCharacters(in: .whitespaces)
        .isEmpty
      {
        problems.append(messages.beliefMissing(mistake.name, language: tag))
      }
      let folder = mistakesFolder.appendingPathComponent(mistake.name, isDirectory: true)
      var isDirectory: ObjCBool = false
      guard !mistake.name.contains("/"), Self.isPlainRelativePath(mistake.name),
        FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        problems.append(
          messages.mistakeFolderMissing(
            mistake.name, folder: "\(Exercise.mistakesFolder)/\(mistake.name)/"))
        continue
      }
      let files = workspace.regularFiles(under: folder)
      for path in mistake.removedFiles where !Self.isPlainRelativePath(path) || solved[path] == nil
      {
        problems.append(messages.mistakePathInvalid(mistake.name, path: path))
      }
      for path in files where !Self.isGuardedPath(path) {
        problems.append(messages.mistakePathInvalid(mistake.name, path: path))
      }
      let changesSomething =
        !mistake.removedFiles.isEmpty
        || files.contains { path in
          (try? Data(contentsOf: folder.appendingPathComponent(path))) != solved[path]
        }
      if !changesSomething { problems.append(messages.mistakeIsTheSolution(mistake.name)) }
    }
    let names = Set(catalogue.map(\.name))
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: mistakesFolder.path)) ?? []
    for folder in folders.sorted() where !folder.hasPrefix(".") && !names.contains(folder) {
      problems.append(
        messages.mistakeFolderWithoutEntry("\(Exercise.mistakesFolder)/\(folder)/"))
    }
    return problems
  }

  /// The record of given files, for the verify commands: out of date, or unreadable.
  ///
  /// A folder with no record at all (a test's fixture) has nothing to be out of date with;
  /// the kit's own record is required by `KitExercisesTests`.
  func givenFilesRecordProblems(of exercise: Exercise) -> [String] {
    guard FileManager.default.fileExists(atPath: workspace.givenFilesRecordFile.path) else {
      return []
    }
    do {
      let drift = try workspace.givenFilesRecordDrift(of: exercise)
      guard !drift.isEmpty else { return [] }
      return [
        messages.givenFilesRecordOutOfDate(exercise.folder, drift: drift)
          .joined(separator: "\n        ")
      ]
    } catch {
      return [error.message(messages)]
    }
  }

  /// Checks each mistake of `exercise` `runs` times in a copy; the lines say how each fared.
  private func checkMistakes(
    of exercise: Exercise, runs: Int, sample: Int?, checker: any ExerciseChecker,
    scratchFolder: URL
  ) -> (tally: MistakeTally, lines: [String], problems: [String]) {
    var tally = MistakeTally()
    let original = workspace.folder(of: exercise)
    let copy = scratchFolder.appendingPathComponent(exercise.folder, isDirectory: true)
    do {
      try copyPackage(from: original, to: copy)
      try overlay(exercise, from: original.appendingPathComponent(Self.solutionFolder), onto: copy)
    } catch {
      return (tally, [], [messages.couldNotCopy(to: copy.path, reason: error.reason)])
    }
    let baseline = outcomeWithCompileChecks(of: exercise, packageAt: copy, checker: checker)
    guard let baseline, baseline.isPassing else {
      let report = baseline?.report(for: exercise, style: ReportStyle(messages: messages)) ?? []
      return (tally, [], [messages.solutionMustPassFirst + "\n" + indented(report)])
    }
    var lines: [String] = []
    var touched: Set<String> = []
    let solved = solvedFiles(of: exercise)
    let chosen =
      sample.map { MutantSample.choose($0, of: exercise.catalogue, seed: exercise.folder) }
      ?? exercise.catalogue
    for mistake in chosen {
      do {
        try apply(mistake, of: exercise, over: solved, to: copy, touched: &touched)
        checker.forgetBuilds(ofFilesAt: touched, packageAt: copy)
      } catch {
        lines.append(
          messages.mistakeNotChecked(mistake.name, reason: error.reason))
        tally.unchecked += 1
        continue
      }
      var passes = 0
      var reasons: [MistakeVerdict.Reason] = []
      var unchecked: CheckError?
      for _ in 0..<runs {
        let outcome = outcomeWithCompileChecks(of: exercise, packageAt: copy, checker: checker)
        switch outcome.map(MistakeVerdict.init) {
        case .passed: passes += 1
        case .caught(let reason): if !reasons.contains(reason) { reasons.append(reason) }
        case .unchecked(let error): unchecked = error
        case nil: unchecked = .stopped
        }
      }
      let belief = exercise.belief(of: mistake, in: language)
      if passes > 0 {
        tally.passed += 1
        lines.append(messages.mistakePassed(mistake.name, passes: passes, of: runs, belief: belief))
      } else if let unchecked {
        tally.unchecked += 1
        lines.append(
          messages.mistakeNotChecked(mistake.name, reason: messages.reason(unchecked)))
      } else {
        tally.caught += 1
        let described = reasons.map { $0.described(messages) }
        lines.append(
          described.count == 1
            ? messages.mistakeCaught(mistake.name, runs: runs, by: described[0])
            : messages.mistakeCaughtVariously(mistake.name, runs: runs, reasons: described))
      }
    }
    return (tally, lines, [])
  }

  /// Puts `mistake` in the copy of `exercise` at `package`, which holds `solved` except
  /// for the paths in `touched` (the previous mistake's); `touched` becomes the paths this one
  /// may change, before any is written, so a mistake that fails halfway is undone all the same.
  ///
  /// Only what differs is written, so each mistake rebuilds only the module it changes.
  private func apply(
    _ mistake: Mistake, of exercise: Exercise, over solved: [String: Data], to package: URL,
    touched: inout Set<String>
  ) throws {
    let folder = workspace.folder(of: exercise)
      .appendingPathComponent(Exercise.mistakesFolder)
      .appendingPathComponent(mistake.name, isDirectory: true)
    var wanted: [String: Data?] = [:]
    for path in touched { wanted.updateValue(solved[path], forKey: path) }
    for path in workspace.regularFiles(under: folder) {
      wanted[path] = try Data(contentsOf: folder.appendingPathComponent(path))
    }
    for path in mistake.removedFiles { wanted[path] = .some(nil) }
    touched = Set(wanted.keys)
    for (path, contents) in wanted {
      let target = package.appendingPathComponent(path)
      let current = try? Data(contentsOf: target)
      guard current != contents else { continue }
      if let contents {
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: target, options: .atomic)
      } else {
        try FileManager.default.removeItem(at: target)
      }
    }
  }

  /// The files of `exercise` with its solution in place: the given files and the solution's
  /// versions of the listed ones, keyed by their path in the exercise.
  private func solvedFiles(of exercise: Exercise) -> [String: Data] {
    let root = workspace.folder(of: exercise)
    var files: [String: Data] = [:]
    for path in workspace.givenFilePaths(of: exercise, in: root) {
      files[path] = try? Data(contentsOf: root.appendingPathComponent(path))
    }
    for path in exercise.files {
      files[path] = try? Data(
        contentsOf: root.appendingPathComponent(Self.solutionFolder).appendingPathComponent(path))
    }
    return files
  }

  /// Whether `path` is relative and never climbs out (`..`).
  private static func isPlainRelativePath(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("~")
      && !path.split(separator: "/").contains("..")
  }

  /// Whether a mistake may write `path`: `Package.swift`, or a file in `Sources/` or `Tests/`.
  private static func isGuardedPath(_ path: String) -> Bool {
    isPlainRelativePath(path)
      && (path == Workspace.guardedManifest
        || Workspace.guardedFolders.contains { path.hasPrefix($0 + "/") })
  }
}

/// What became of the mistakes checked.
struct MistakeTally {
  /// Mistakes refused on every run.
  var caught = 0
  /// Mistakes that passed on at least one run.
  var passed = 0
  /// Mistakes that could not be checked, which proves nothing either way.
  var unchecked = 0

  /// Adds another exercise's counts.
  mutating func add(_ other: MistakeTally) {
    caught += other.caught
    passed += other.passed
    unchecked += other.unchecked
  }
}

/// One run of a mistake's check, as `verify --mistakes` counts it.
enum MistakeVerdict: Equatable {
  /// What refused a mistake.
  enum Reason: Equatable {
    /// These tests failed.
    case tests([String])
    /// Every test passed, and these must-not-compile or must-not-mention checks failed.
    case checks([String])
    /// It did not build.
    case compiler
    /// A test trapped.
    case crash(String?)
    /// These structure checks of a refactoring exercise did not hold, its behaviour kept.
    case structure([String])
    /// The code under test ended the test run early, in this test.
    case earlyEnd(String?)
    /// The build or the tests ran out of time.
    case timeLimit
    /// The lesson's guard refused it before building.
    case lessonGuard

    /// The reason as the report names it.
    func described(_ messages: any Messages) -> String {
      switch self {
      case .tests(let tests): messages.caughtByTests(tests)
      case .checks(let checks): messages.caughtByChecks(checks)
      case .compiler: messages.caughtByTheCompiler
      case .crash(let test): messages.caughtByACrash(inTest: test)
      case .earlyEnd(let test): messages.caughtByAnEarlyEnd(inTest: test)
      case .structure(let checks): messages.caughtByStructure(checks)
      case .timeLimit: messages.caughtByTheTimeLimit
      case .lessonGuard: messages.caughtByTheGuard
      }
    }
  }

  /// The mistake passed: the learner would be told PASS.
  case passed
  /// The mistake was refused.
  case caught(Reason)
  /// The check could not run; the error says why.
  case unchecked(CheckError)

  init(_ outcome: CheckOutcome) {
    switch outcome {
    case .passed: self = .passed
    case .failed(let failures, _, let checkCount):
      var names: [String] = []
      for failure in failures where !names.contains(failure.test) { names.append(failure.test) }
      // A check fails only once every test passes (CheckOutcome.failed).
      self = .caught(checkCount > 0 ? .checks(names) : .tests(names))
    case .refactored(let refactoring) where refactoring.isPassing: self = .passed
    case .refactored(let refactoring) where !refactoring.behaviourFailures.isEmpty:
      // The tests say it first: a refactoring that changes behaviour is no refactoring.
      self = .init(
        .failed(refactoring.behaviourFailures, testCount: refactoring.testCount))
    case .refactored(let refactoring):
      self = .caught(
        .structure(refactoring.structure.filter { !$0.verdict.holds }.map(\.check.name)))
    case .didNotCompile(let errors) where errors.contains { $0.location != nil }:
      self = .caught(.compiler)
    case .didNotCompile(let errors):
      // An error that points at no line of the code (SwiftPM missing its own build plan, a
      // full disk) says nothing of the mistake: counting it caught would hide a pass.
      self = .unchecked(.noTestRan(lastLines: errors.map(\.message).joined(separator: "\n")))
    case .crashed(let crash): self = .caught(.crash(crash.test))
    case .endedEarly(let end): self = .caught(.earlyEnd(end.test))
    case .timedOut: self = .caught(.timeLimit)
    case .refused: self = .caught(.lessonGuard)
    case .couldNotRun(let error): self = .unchecked(error)
    }
  }
}
