import CommandLineVocabulary
import Foundation

extension Runner {
  /// How long a mutant's build and tests may take.
  ///
  /// The exercises' tests take well under a second; a mutant still testing after 30 seconds
  /// turned a loop into one that never ends. The build keeps the standard limit: each mutant
  /// rebuilds one module, incrementally, in the exercise's own build folder.
  static let mutantTimeLimits = CheckTimeLimits(
    buildSeconds: CheckTimeLimits.standard.buildSeconds, testSeconds: 30)

  /// `kit verify --mutants [name...]`: proves each exercise's tests catch a learner's plausible
  /// mistakes.
  ///
  /// For each exercise, a copy is made with the solution in place; it must pass. Then each
  /// mutant of each learner's file (see ``MutationOperators``) is put in the copy in turn and
  /// the tests run: a mutant that fails a test, does not compile or runs out of time is caught;
  /// one that passes survived, and is reported with its file, line and change. Mutants listed
  /// as equivalent in `exercises.json` are left out, and a listed one that matches no mutant
  /// is reported as stale. The last line is `mutants: N caught, M survived, K equivalent`.
  ///
  /// - Parameters:
  ///   - names: The exercises to check; all of them when empty.
  ///   - sample: When set, at most this many mutants of each file, chosen by ``MutantSample``:
  ///     CI's quick version. The full run leaves it `nil`.
  ///   - checker: How a copy is built and tested.
  ///   - scratchFolder: An empty folder for the copies; the caller deletes it afterwards.
  /// - Returns: `.success` when no mutant survived and every exercise could be checked.
  func verifyMutants(
    _ names: [String], sample: Int? = nil, checker: any ExerciseChecker, scratchFolder: URL
  ) -> ExitCode {
    guard let selected = exercises(named: names) else { return .usage }
    let started = Date()
    var total = MutantTally()
    var failedExercises = 0
    for exercise in selected {
      let exerciseStarted = Date()
      let title = "\(workspace.number(of: exercise)) \(exercise.name)"
      let (tally, problems) = checkMutants(
        of: exercise, sample: sample, checker: checker, scratchFolder: scratchFolder)
      total.add(tally)
      let seconds = String(format: "%.1f s", Date().timeIntervalSince(exerciseStarted))
      let counts =
        "\(tally.caught) caught, \(tally.survivors.count) survived, "
        + "\(tally.equivalent) equivalent"
      if problems.isEmpty && tally.survivors.isEmpty {
        console.say("ok    \(title): \(counts) (\(seconds))")
      } else {
        failedExercises += 1
        console.say("FAIL  \(title): \(counts) (\(seconds))")
        for survivor in tally.survivors {
          console.say("      - survived: \(survivor.description)")
        }
        for problem in problems { console.say("      - " + problem) }
      }
    }
    console.say(String(format: "Took %.0f s.", Date().timeIntervalSince(started)))
    console.say(
      "mutants: \(total.caught) caught, \(total.survivors.count) survived, "
        + "\(total.equivalent) equivalent")
    return failedExercises == 0 ? .success : .failure
  }

  /// Checks one exercise's mutants in a copy of it; returns the tally and anything that kept
  /// the check from being done (a failing solution, a stale equivalent entry...).
  private func checkMutants(
    of exercise: Exercise, sample: Int?, checker: any ExerciseChecker, scratchFolder: URL
  ) -> (MutantTally, [String]) {
    var tally = MutantTally()
    let original = workspace.folder(of: exercise)
    let solutions = original.appendingPathComponent(Self.solutionFolder)
    let copy = scratchFolder.appendingPathComponent(exercise.folder, isDirectory: true)
    do {
      try copyPackage(from: original, to: copy)
      try overlay(exercise, from: solutions, onto: copy)
    } catch {
      return (tally, ["could not copy it to \(copy.path): \(error.reason)"])
    }
    let baseline = checker.check(packageAt: copy)
    guard baseline.isPassing else {
      return (
        tally,
        [
          "the solution must pass before its mutants mean anything, but:\n"
            + indented(baseline.report(for: exercise))
        ]
      )
    }
    var problems: [String] = []
    let equivalents = exercise.equivalentMutants ?? []
    var matched: Set<Int> = []
    for entry in equivalents where entry.reason.trimmingCharacters(in: .whitespaces).isEmpty {
      problems.append("the equivalent mutant \(entry.file):\(entry.line) needs a reason")
    }
    for file in exercise.files {
      let target = copy.appendingPathComponent(file)
      guard
        let source = try? String(
          contentsOf: solutions.appendingPathComponent(file), encoding: .utf8)
      else {
        problems.append("could not read \(Self.solutionFolder)/\(file)")
        continue
      }
      var candidates: [Mutant] = []
      for mutant in MutationOperators.mutants(of: source, file: file) {
        if let index = equivalents.firstIndex(where: { $0.matches(mutant) }) {
          matched.insert(index)
          tally.equivalent += 1
        } else {
          candidates.append(mutant)
        }
      }
      if let sample {
        candidates = MutantSample.choose(sample, of: candidates, seed: "\(exercise.folder)/\(file)")
      }
      for mutant in candidates {
        do {
          try Data(mutant.applied(to: source).utf8).write(to: target, options: .atomic)
          checker.forgetBuilds(ofFilesAt: [file], packageAt: copy)
        } catch {
          problems.append(
            "could not write a mutant to \(target.path): \(error.reason)")
          break
        }
        // A mutant whose tests run out of time (a loop that never ends) is stopped, with all
        // it started, and counts as caught: it did not pass.
        let outcome = checker.check(
          packageAt: copy, within: Self.mutantTimeLimits, stoppingWhen: { false })
        if outcome?.isPassing == true {
          tally.survivors.append(mutant)
        } else {
          tally.caught += 1
        }
      }
      // The next file's mutants are checked with this one as the solution has it.
      try? Data(source.utf8).write(to: target, options: .atomic)
      checker.forgetBuilds(ofFilesAt: [file], packageAt: copy)
    }
    for (index, entry) in equivalents.enumerated() where !matched.contains(index) {
      problems.append(
        "exercises.json lists \(entry.file):\(entry.line): \(entry.change) as an equivalent "
          + "mutant, but the solution has no such mutant any more: remove or update the entry")
    }
    return (tally, problems)
  }
}

/// What became of an exercise's mutants.
struct MutantTally {
  /// Mutants the tests caught: anything but a pass (a failing test, a compile error, a crash,
  /// a time-out).
  var caught = 0
  /// Mutants every test passed with: each one a mistake a learner would be told is right.
  var survivors: [Mutant] = []
  /// Mutants left out as equivalent, by `exercises.json`.
  var equivalent = 0

  /// Adds another exercise's tally to this one.
  mutating func add(_ other: MutantTally) {
    caught += other.caught
    survivors += other.survivors
    equivalent += other.equivalent
  }
}
