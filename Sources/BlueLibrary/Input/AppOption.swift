/// An option the app understands, each declared once, here.
///
/// The same shape as `kit`'s options (`ExerciseRunner`'s `KitOption`) and the demos'
/// (`DemoOption`): its case says how it is spelt, ``shortName`` and ``placeholder`` say what
/// parsing needs, and what it does, in words, is in each language's message table
/// (`AppMessages.help(for:)`), whose switch the compiler holds to every case. So adding an
/// option is a case here, a sentence in each language, and its effect in
/// ``AppOptions/init(arguments:)``, whose switch the compiler also asks for: the usage line and
/// `--help` follow from this table.
///
/// The cases are in the order the usage line and `--help` list them.
enum AppOption: String, CaseIterable, Sendable {
  case dataDirectory = "--data-dir"
  case reset = "--reset"
  case noColor = "--no-color"
  case latency = "--latency"
  case language = "--lang"
  case trace = "--trace"
  case help = "--help"

  /// The one-letter form, such as `-h`.
  var shortName: String? {
    switch self {
    case .help: "-h"
    case .dataDirectory, .reset, .noColor, .latency, .language, .trace: nil
    }
  }

  /// How the help names the value the option takes; `nil` for an option that takes none.
  var placeholder: String? {
    switch self {
    case .dataDirectory: "PATH"
    case .latency: "MS"
    case .language: "LANG"
    case .reset, .noColor, .trace, .help: nil
    }
  }

  /// The option as the usage line shows it: `[--data-dir PATH]`, `[--help]`.
  var usage: String { "[\(longForm)]" }

  /// The option as the help lists it: `--data-dir PATH`, `-h, --help`.
  var synopsis: String { shortName.map { "\($0), \(longForm)" } ?? longForm }

  /// The long form with the value it takes: `--data-dir PATH`, `--reset`.
  private var longForm: String { placeholder.map { "\(rawValue) \($0)" } ?? rawValue }

  /// The option a command-line word names, in its long or short form; `nil` for any other.
  init?(spelling: String) {
    guard
      let option = Self(rawValue: spelling)
        ?? Self.allCases.first(where: { $0.shortName == spelling })
    else { return nil }
    self = option
  }
}
