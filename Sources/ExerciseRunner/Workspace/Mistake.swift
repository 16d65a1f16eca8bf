import BlueKit

/// A plausible wrong solution to an exercise, written as a learner would write it, which the
/// exercise's checks must refuse on every run (`kit verify --mistakes` proves it).
///
/// Mutants prove the tests notice a changed operator; a mistake proves they notice a
/// misunderstanding: the README misread, the wrong edge, the wrong order, the code moved to
/// the wrong file. Its files live in `Mistakes/<name>/`, at their paths in the exercise, and
/// replace the solution's: applied, the exercise is as shipped, then the `Solution/` files over
/// the listed ones, then the mistake's files over that, then ``removes`` deleted.
struct Mistake: Codable, Equatable, Sendable {
  /// A short, unique name, which is also its folder: `copy-outside-the-lock`.
  var name: String
  /// One line saying what the learner believed, which is what `verify` says if it passes.
  var belief: String
  /// Files of the exercise the mistake deletes, relative to the exercise's folder (the
  /// decoration moved out of its own file, say); optional in `exercises.json`.
  var removes: [String]? = nil

  /// The files the mistake deletes; none when `exercises.json` lists none.
  var removedFiles: [String] { removes ?? [] }
}

extension Exercise {
  /// How many mistakes each exercise must catalogue, at least.
  ///
  /// One mistake proves little: it may be the only one the author thought of. Three asks for
  /// the usual suspects (the misread rule, the wrong edge, the code in the wrong place).
  static let minimumMistakeCount = 3

  /// The folder, inside each exercise, that keeps one folder of files per mistake.
  static let mistakesFolder = "Mistakes"

  /// The exercise's catalogued mistakes; none when `exercises.json` lists none.
  var catalogue: [Mistake] { mistakes ?? [] }

  /// What the learner believed when making `mistake`, in `language`; the English belief when
  /// it has no translation.
  func belief(of mistake: Mistake, in language: Language) -> String {
    translations?[language.rawValue]?.mistakes?[mistake.name] ?? mistake.belief
  }
}
