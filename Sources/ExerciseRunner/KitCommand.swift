/// A `kit` command line, understood.
struct KitCommand: Equatable {
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
    /// `hint [name]`: the exercise's hints.
    case hint(String?)
    /// `next`: move on after a pass.
    case next
    /// `reset name`: put the starter back.
    case reset(String)
    /// `solution [name]`: the reference solution, after a pass.
    case solution(String?)
    /// `verify [name...]`: the exercises' integrity check.
    case verify([String])
  }

  /// What to do.
  var action: Action
  /// `--exercises-path`: the Exercises folder, instead of finding it.
  var exercisesPath: String?
  /// `--yes`: reset without asking.
  var confirmed = false
  /// `--manual`: watch checks on Enter only.
  var manual = false
  /// `--poll`: watch polls for changes instead of using inotify.
  var polling = false
  /// `--pristine`: verify also requires the learner's files to be the starters.
  var pristine = false
  /// `--mutants`: verify checks that the tests catch every mutant of the solutions instead.
  var mutants = false
  /// `--sample N`: verify --mutants checks at most N mutants of each file.
  var sample: Int?

  /// The command names, in the order the help lists them.
  static let commandNames = [
    "list", "check", "watch", "hint", "next", "reset", "solution", "verify",
  ]
}

/// A command line `kit` does not understand; the message says what was wrong.
struct UsageError: Error, Equatable {
  /// What to tell the learner.
  var message: String
}

extension KitCommand {
  /// Understands `arguments` (without the program's name).
  ///
  /// Options may come anywhere; `--exercises-path` takes a value (`--exercises-path X` or
  /// `--exercises-path=X`). Each command takes at most the arguments it documents.
  init(parsing arguments: [String]) throws(UsageError) {
    var words: [String] = []
    var exercisesPath: String?
    var flags: Set<String> = []
    var sample: Int?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        flags.insert("--help")
      case "-y", "--yes", "--manual", "--poll", "--pristine", "--mutants":
        flags.insert(argument == "-y" ? "--yes" : argument)
      case "--exercises-path":
        guard let value = remaining.popFirst() else {
          throw UsageError(message: "error: --exercises-path needs a folder after it.")
        }
        exercisesPath = value
      case let option where option.hasPrefix("--exercises-path="):
        exercisesPath = String(option.dropFirst("--exercises-path=".count))
      case "--sample":
        guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
          throw UsageError(message: "error: --sample needs a number of mutants (1 or more).")
        }
        sample = count
        flags.insert(argument)
      case let option where option.hasPrefix("-") && option.count > 1:
        throw UsageError(message: "error: unknown option '\(option)'.")
      default:
        words.append(argument)
      }
    }
    let action = try Self.action(words: words, help: flags.contains("--help"))
    self.init(action: action, exercisesPath: exercisesPath)
    confirmed = flags.contains("--yes")
    manual = flags.contains("--manual")
    polling = flags.contains("--poll")
    pristine = flags.contains("--pristine")
    mutants = flags.contains("--mutants")
    self.sample = sample
    try checkFlags(flags)
    if sample != nil && !mutants {
      throw UsageError(message: "error: --sample applies to verify --mutants only.")
    }
  }

  private static func action(words: [String], help: Bool) throws(UsageError) -> Action {
    guard !help, let command = words.first else { return .help }
    let operands = Array(words.dropFirst())
    func atMostOne() throws(UsageError) -> String? {
      guard operands.count <= 1 else {
        throw UsageError(message: "error: '\(command)' takes one exercise name at most.")
      }
      return operands.first
    }
    switch command {
    case "list", "next":
      guard operands.isEmpty else {
        throw UsageError(message: "error: '\(command)' takes no exercise name.")
      }
      return command == "list" ? .list : .next
    case "check": return .check(try atMostOne())
    case "watch": return .watch(try atMostOne())
    case "hint": return .hint(try atMostOne())
    case "solution": return .solution(try atMostOne())
    case "reset":
      guard operands.count == 1, let name = operands.first else {
        throw UsageError(
          message: "error: 'reset' needs the name of the exercise to reset, and only that.")
      }
      return .reset(name)
    case "verify": return .verify(operands)
    default:
      var message = "error: unknown command '\(command)'."
      if let closest = commandNames.min(by: {
        command.editDistance(to: $0) < command.editDistance(to: $1)
      }), command.editDistance(to: closest) <= 2 {
        message += " Did you mean '\(closest)'?"
      }
      throw UsageError(message: message)
    }
  }

  /// Refuses an option given to a command it means nothing to, rather than ignoring it.
  private func checkFlags(_ flags: Set<String>) throws(UsageError) {
    let allowed: Set<String>
    switch action {
    case .reset: allowed = ["--yes"]
    case .watch: allowed = ["--manual", "--poll"]
    case .verify: allowed = ["--pristine", "--mutants", "--sample"]
    default: allowed = []
    }
    if let stray = flags.subtracting(allowed).subtracting(["--help"]).sorted().first {
      throw UsageError(message: "error: \(stray) does not apply here.")
    }
  }

  /// The help text.
  static let help = """
    kit: work through the BlueLibrary pattern exercises, one failing test at a time.

    USAGE: swift run kit <command> [<exercise>] [options]

    COMMANDS:
      list               Show every exercise, which are done, and where you are.
      check [<name>]     Build and test an exercise: what still fails, or what is next.
      watch [<name>]     Check on every save (Enter checks too; n: next, h: hints, q: quit).
      hint [<name>]      Show an exercise's hints.
      next               Move on once the exercise you are on passes.
      reset <name>       Put the starter code back (asks first).
      solution [<name>]  Show the reference solution, once yours passes.
      verify [<name>...] For the kit's authors and CI: every starter fails, every solution
                         passes, every exercise has instructions, hints and a TODO.
                         With --mutants: the tests catch every small mistake (mutant) made
                         in each solution.

    Without <name>, a command works on the exercise you are on. A name can be the exercise's
    name (singleton-logger), its folder (04-singleton-logger) or its number (4).

    OPTIONS:
      --exercises-path <folder>  Use this Exercises folder instead of finding ./Exercises.
      --manual                   watch: check only when you press Enter.
      --poll                     watch: look for changes twice a second instead of asking
                                 the system (inotify) to say.
      -y, --yes                  reset: do not ask.
      --pristine                 verify: also require each learner's file to be its starter,
                                 as on a fresh clone (CI uses this).
      --mutants                  verify: check that each exercise's tests fail for every
                                 mutant of its solution; lists the mutants that survive.
      --sample <n>               verify --mutants: at most n mutants per file, always the
                                 same ones (CI uses this).
      -h, --help                 Show this help.

    EXIT STATUS: 0 done; 1 the exercise does not pass (or verify found a problem); 64 the
    command line was not understood; 65 exercises.json is invalid; 66 no Exercises folder;
    69 swift could not be run; 73 a file could not be written.
    """
}
