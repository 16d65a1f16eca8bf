/// An option `kit` understands, each declared once, here.
///
/// Its case says how it is spelt; its ``declaration`` says everything else parsing needs: a
/// short form, the value it takes, the commands it applies to, and an option it only works
/// with. What it does, in words, is in each language's message table
/// (``Messages/help(for:)-(KitOption)``), whose switch the compiler holds to every case. So
/// adding an option is a case and its declaration here, plus one sentence in each language:
/// the parser, the check of which commands allow it, and `--help` all follow from this table.
///
/// The cases are in the order `--help` lists them.
enum KitOption: String, CaseIterable, Sendable {
  case exercisesPath = "--exercises-path"
  case manual = "--manual"
  case poll = "--poll"
  case yes = "--yes"
  case verbose = "--verbose"
  case all = "--all"
  case pristine = "--pristine"
  case mutants = "--mutants"
  case sample = "--sample"
  case mistakes = "--mistakes"
  case runs = "--runs"
  case recordGivenFiles = "--record-given-files"
  case lang = "--lang"
  case help = "--help"

  /// Everything about an option but its words.
  struct Declaration {
    /// The one-letter form, such as `-y`.
    var shortName: String? = nil
    /// What follows the option, if it takes a value.
    var value: KitOptionValue? = nil
    /// The commands it applies to; given to any other, it is refused rather than ignored.
    var commands: Set<KitCommand.Name> = Set(KitCommand.Name.allCases)
    /// The options it refines, one of which must be given with it, as `--sample` refines
    /// `--mutants` or `--mistakes`; empty when it stands alone.
    var refines: [KitOption] = []
  }

  /// How the option is parsed and where it applies.
  var declaration: Declaration {
    switch self {
    case .exercisesPath: Declaration(value: .folder)
    case .manual: Declaration(commands: [.watch])
    case .poll: Declaration(commands: [.watch])
    case .yes: Declaration(shortName: "-y", commands: [.reset])
    case .verbose: Declaration(commands: [.check, .watch])
    case .all: Declaration(commands: [.hint])
    case .pristine: Declaration(commands: [.verify])
    case .mutants: Declaration(commands: [.verify])
    case .sample:
      Declaration(value: .sampleSize, commands: [.verify], refines: [.mutants, .mistakes])
    case .mistakes: Declaration(commands: [.verify])
    case .runs: Declaration(value: .runCount, commands: [.verify], refines: [.mistakes])
    case .recordGivenFiles: Declaration(commands: [.verify])
    case .lang: Declaration(value: .language)
    case .help: Declaration(shortName: "-h")
    }
  }

  /// The options that each make `verify` do something else instead of its usual proof; one at
  /// a time.
  static let verifyModes: [KitOption] = [.mutants, .mistakes, .recordGivenFiles]

  /// The option as the help shows it: `-y, --yes`, `--sample <n>`.
  var synopsis: String {
    let long = declaration.value.map { "\(rawValue) \($0.placeholder)" } ?? rawValue
    return declaration.shortName.map { "\($0), \(long)" } ?? long
  }

  /// The option a command-line word names, in its long or short form; `nil` for any other.
  init?(spelling: String) {
    guard
      let option = Self(rawValue: spelling)
        ?? Self.allCases.first(where: { $0.declaration.shortName == spelling })
    else { return nil }
    self = option
  }
}

/// What an option takes after it.
enum KitOptionValue: Sendable {
  /// A path to a folder.
  case folder
  /// A language tag (`en`, `zh-Hans`).
  case language
  /// How many mutants of each file, or mistakes of each exercise, to check: 1 or more.
  case sampleSize
  /// How many times to run each check: 1 or more.
  case runCount

  /// How the help names the value.
  var placeholder: String {
    switch self {
    case .folder: "<folder>"
    case .language: "<language>"
    case .sampleSize, .runCount: "<n>"
    }
  }

  /// Whether `text` is a value of this kind.
  func accepts(_ text: String) -> Bool {
    switch self {
    case .folder, .language: true
    case .sampleSize, .runCount: Int(text).map { $0 > 0 } ?? false
    }
  }
}
