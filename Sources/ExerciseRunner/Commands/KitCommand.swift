import BlueKit

/// A `kit` command line, understood.
///
/// The commands are declared in ``Name`` and the options in ``KitOption``; parsing
/// (`KitCommand+Parsing.swift`) and `--help` (`KitCommand+Help.swift`) read those two tables.
struct KitCommand: Equatable {
  /// A command `kit` understands, in the order `--help` lists them; its help text is in each
  /// language's message table (``Messages/help(for:)-(KitCommand.Name)``).
  enum Name: String, CaseIterable, Sendable {
    case list, check, watch, hint, next, reset, solution, verify

    /// The exercise names the command takes after it.
    var operands: Operands {
      switch self {
      case .list, .next: .none
      case .check, .watch, .hint, .solution: .atMostOne
      case .reset: .exactlyOne
      case .verify: .any
      }
    }
  }

  /// How many exercise names a command takes.
  enum Operands: Sendable {
    /// None: the command works on the whole course.
    case none
    /// One, or none for the exercise the learner is on.
    case atMostOne
    /// Exactly one: the command changes the learner's files, so it never guesses which.
    case exactlyOne
    /// Any number; none means every exercise.
    case any

    /// How the help shows them after the command's name.
    var synopsis: String {
      switch self {
      case .none: ""
      case .atMostOne: " [<name>]"
      case .exactlyOne: " <name>"
      case .any: " [<name>...]"
      }
    }
  }

  /// What to do.
  ///
  /// A `String?` names an exercise; `nil` means the one the learner is on.
  enum Action: Equatable {
    /// `--help`, or no command at all.
    case help
    /// `list`: every exercise and the learner's progress.
    case list
    /// `check [name]`: build and test one exercise.
    case check(String?)
    /// `watch [name]`: check on every save.
    case watch(String?)
    /// `hint [name]`: the exercise's next hint (all of them with `--all`).
    case hint(String?)
    /// `next`: move on after a pass.
    case next
    /// `reset name`: put the starter back.
    case reset(String)
    /// `solution [name]`: the reference solution, after a pass.
    case solution(String?)
    /// `verify [name...]`: the exercises' integrity check.
    case verify([String])

    /// Whether the command reads the learner's progress: all but the help and `verify`, which
    /// checks the exercises themselves.
    var readsProgress: Bool {
      switch self {
      case .help, .verify: false
      case .list, .check, .watch, .hint, .next, .reset, .solution: true
      }
    }
  }

  /// What to do.
  var action: Action
  /// The options given, each with its value when it takes one (an empty string when not).
  var options: [KitOption: String] = [:]

  /// Whether `option` was given.
  func has(_ option: KitOption) -> Bool { options[option] != nil }
}

extension KitCommand {
  /// `--exercises-path`: the Exercises folder, instead of finding it.
  var exercisesPath: String? { options[.exercisesPath] }
  /// `--yes`: reset without asking.
  var confirmed: Bool { has(.yes) }
  /// `--manual`: watch checks on Enter only.
  var manual: Bool { has(.manual) }
  /// `--poll`: watch polls for changes instead of using inotify.
  var polling: Bool { has(.poll) }
  /// `--pristine`: verify also requires the learner's files to be the starters.
  var pristine: Bool { has(.pristine) }
  /// `--verbose`: check and watch list every failed expectation and compiler error.
  var verbose: Bool { has(.verbose) }
  /// `--all`: hint shows every hint, not just the next.
  var allHints: Bool { has(.all) }
  /// `--mutants`: verify checks that the tests catch every mutant of the solutions instead.
  var mutants: Bool { has(.mutants) }
  /// `--sample N`: verify --mutants checks at most N mutants of each file.
  var sample: Int? { options[.sample].flatMap { Int($0) } }
  /// `--mistakes`: verify checks that the tests catch each exercise's catalogued mistakes.
  var mistakes: Bool { has(.mistakes) }
  /// `--runs N`: verify --mistakes runs each check N times.
  var runs: Int? { options[.runs].flatMap { Int($0) } }
  /// `--record-given-files`: verify records each exercise's given files instead.
  var recordsGivenFiles: Bool { has(.recordGivenFiles) }
  /// `--lang`: the language to speak, instead of the locale's (checked while parsing).
  var language: Language? { options[.lang].flatMap { Language(tag: $0) } }
}

/// A command line `kit` does not understand; the message says what was wrong.
struct UsageError: Error, Equatable {
  /// What to tell the learner.
  var message: String
}
