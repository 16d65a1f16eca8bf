/// One exercise, as `Exercises/exercises.json` describes it.
///
/// The metadata file is the single source of truth: the runner, `kit verify` and the exercises'
/// README all read these entries, so adding an exercise means adding one entry and its folder.
struct Exercise: Codable, Equatable, Sendable {
  /// The short name learners type: `kit check singleton-logger`.
  var name: String
  /// The pattern it practises, as the tutorials name it ("MVC", "Singleton"...).
  var pattern: String
  /// One line saying what the learner builds.
  var summary: String
  /// The exercise's package folder inside `Exercises/`: its number, a dash, then its name.
  var folder: String
  /// Code the README forbids, which must not compile against the learner's module; optional in
  /// `exercises.json` (see ``mustNotCompileChecks``).
  var mustNotCompile: [MustNotCompileCheck]? = nil
  /// Text the README forbids in a learner's file, which no line of its code may match;
  /// optional in `exercises.json` (see ``mustNotMentionChecks``).
  var mustNotMention: [MustNotMentionCheck]? = nil
  /// What the learner's module may declare, read from the compiler's list of its declarations;
  /// optional in `exercises.json` (see ``declaresOnlyChecks``).
  var declaresOnly: [DeclaresOnlyCheck]? = nil
  /// The files the learner edits, relative to ``folder``; `Starter/` and `Solution/` hold each
  /// one's original and reference versions at the same relative path.
  var files: [String]
  /// Mutants of the solution that cannot change behaviour, each with the reason why, which
  /// `kit verify --mutants` leaves out (see ``EquivalentMutant``).
  var equivalentMutants: [EquivalentMutant]? = nil
  /// Plausible wrong solutions the checks must refuse (see ``Mistake``); optional in the JSON.
  var mistakes: [Mistake]? = nil
  /// What makes this a refactoring exercise, the smell and the structure to reach (see
  /// ``Refactoring``); optional in the JSON.
  var refactoring: Refactoring? = nil
  /// Nudges, from gentle to nearly the answer.
  var hints: [String]
  /// How many seconds the tests may run before the check stops them, when not the standard
  /// limit (see ``CheckTimeLimits``); optional in the JSON.
  var testTimeLimitSeconds: Int? = nil
  /// The summary and hints in other languages, keyed by language tag (`"zh-Hans"`); optional
  /// in the JSON (see ``ExerciseTranslation``).
  var translations: [String: ExerciseTranslation]? = nil
}

/// The contents of `Exercises/exercises.json`.
struct ExerciseList: Codable, Equatable, Sendable {
  /// The exercises in the order learners do them, which is the tutorials' order.
  var exercises: [Exercise]
}
