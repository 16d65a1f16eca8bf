import BlueKit

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
  /// `--verbose`: check and watch list every failed expectation and compiler error.
  var verbose = false
  /// `--all`: hint shows every hint, not just the next.
  var allHints = false
  /// `--lang`: the language to speak, instead of the locale's.
  var language: Language?
  /// `--mutants`: verify checks that the tests catch every mutant of the solutions instead.
  var mutants = false
  /// `--sample N`: verify --mutants checks at most N mutants of each file, verify --mistakes
  /// at most N mistakes of each exercise.
  var sample: Int?
  /// `--mistakes`: verify checks that every catalogued mistake fails instead.
  var mistakes = false
  /// `--runs N`: verify --mistakes checks each mistake N times.
  var runs: Int?
  /// `--record-given-files`: verify records each exercise's given files instead.
  var recordsGivenFiles = false

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
  /// Understands `arguments` (without the program's name), saying what is wrong in the words
  /// of `messages`.
  ///
  /// Options may come anywhere; `--exercises-path` and `--lang` take a value
  /// (`--exercises-path X` or `--exercises-path=X`). Each command takes at most the arguments
  /// it documents.
  init(parsing arguments: [String], messages: any Messages = EnglishMessages()) throws(UsageError) {
    var words: [String] = []
    var exercisesPath: String?
    var languageTag: String?
    var flags: Set<String> = []
    var sample: Int?
    var runs: Int?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        flags.insert("--help")
      case "-y", "--yes", "--manual", "--poll", "--pristine", "--verbose", "--all",
        "--mutants", "--mistakes", "--record-given-files":
        flags.insert(argument == "-y" ? "--yes" : argument)
      case "--exercises-path":
        guard let value = remaining.popFirst() else {
          throw UsageError(message: messages.optionNeedsValue(argument, messages.aFolder))
        }
        exercisesPath = value
      case let option where option.hasPrefix("--exercises-path="):
        exercisesPath = String(option.dropFirst("--exercises-path=".count))
      case "--lang":
        guard let value = remaining.popFirst() else {
          throw UsageError(message: messages.optionNeedsValue(argument, messages.aLanguage))
        }
        languageTag = value
      case let option where option.hasPrefix("--lang="):
        languageTag = String(option.dropFirst("--lang=".count))
      case "--sample":
        guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
          throw UsageError(message: messages.optionNeedsValue(argument, messages.aNumberOfMutants))
        }
        sample = count
        flags.insert(argument)
      case "--runs":
        guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
          throw UsageError(message: messages.optionNeedsValue(argument, messages.aNumberOfRuns))
        }
        runs = count
        flags.insert(argument)
      case let option where option.hasPrefix("-") && option.count > 1:
        throw UsageError(message: messages.unknownOption(option))
      default:
        words.append(argument)
      }
    }
    let action = try Self.action(words: words, help: flags.contains("--help"), messages: messages)
    self.init(action: action, exercisesPath: exercisesPath)
    if let languageTag {
      guard let language = Language(tag: languageTag) else {
        throw UsageError(message: messages.unknownLanguage(languageTag, known: Language.tags))
      }
      self.language = language
    }
    confirmed = flags.contains("--yes")
    manual = flags.contains("--manual")
    polling = flags.contains("--poll")
    pristine = flags.contains("--pristine")
    verbose = flags.contains("--verbose")
    allHints = flags.contains("--all")
    mutants = flags.contains("--mutants")
    self.sample = sample
    mistakes = flags.contains("--mistakes")
    recordsGivenFiles = flags.contains("--record-given-files")
    self.runs = runs
    try checkFlags(flags, messages: messages)
    if sample != nil && !mutants && !mistakes {
      throw UsageError(message: messages.sampleNeedsMutants)
    }
    let modes = ["--mutants", "--mistakes", "--record-given-files"].filter(flags.contains)
    if modes.count > 1 {
      throw UsageError(message: messages.oneVerifyModeAtATime(modes))
    }
    if runs != nil && !mistakes {
      throw UsageError(message: messages.runsNeedsMistakes)
    }
  }

  private static func action(words: [String], help: Bool, messages: any Messages)
    throws(UsageError) -> Action
  {
    guard !help, let command = words.first else { return .help }
    let operands = Array(words.dropFirst())
    func atMostOne() throws(UsageError) -> String? {
      guard operands.count <= 1 else {
        throw UsageError(message: messages.takesOneNameAtMost(command))
      }
      return operands.first
    }
    switch command {
    case "list", "next":
      guard operands.isEmpty else {
        throw UsageError(message: messages.takesNoName(command))
      }
      return command == "list" ? .list : .next
    case "check": return .check(try atMostOne())
    case "watch": return .watch(try atMostOne())
    case "hint": return .hint(try atMostOne())
    case "solution": return .solution(try atMostOne())
    case "reset":
      guard operands.count == 1, let name = operands.first else {
        throw UsageError(message: messages.resetNeedsOneName)
      }
      return .reset(name)
    case "verify": return .verify(operands)
    default:
      let closest = commandNames.min {
        command.editDistance(to: $0) < command.editDistance(to: $1)
      }
      throw UsageError(
        message: messages.unknownCommand(
          command, closest: closest.flatMap { command.editDistance(to: $0) <= 2 ? $0 : nil }))
    }
  }

  /// Refuses an option given to a command it means nothing to, rather than ignoring it.
  private func checkFlags(_ flags: Set<String>, messages: any Messages) throws(UsageError) {
    let allowed: Set<String>
    switch action {
    case .reset: allowed = ["--yes"]
    case .check: allowed = ["--verbose"]
    case .watch: allowed = ["--manual", "--poll", "--verbose"]
    case .hint: allowed = ["--all"]
    case .verify:
      allowed = [
        "--pristine", "--mutants", "--sample", "--mistakes", "--runs", "--record-given-files",
      ]
    default: allowed = []
    }
    if let stray = flags.subtracting(allowed).subtracting(["--help"]).sorted().first {
      throw UsageError(message: messages.doesNotApply(stray))
    }
  }
}
