/// An option every demo understands, each declared once, here: how it is spelt, and the line
/// `--help` shows for it.
///
/// The same shape as `kit`'s options (`ExerciseRunner`'s `KitOption`): parsing and the help
/// both read this table, so an option added here is understood and described with no other
/// change than its case in the switch of `Demo.respond(to:output:errors:)`, which the compiler
/// asks for.
enum DemoOption: String, CaseIterable, Sendable {
  case help = "--help"

  /// The one-letter form, such as `-h`.
  var shortName: String? {
    switch self {
    case .help: "-h"
    }
  }

  /// What the option does, as the help says it.
  var summary: String {
    switch self {
    case .help: "Show this help and exit."
    }
  }

  /// The option as the help lists it: `-h, --help`.
  var synopsis: String { shortName.map { "\($0), \(rawValue)" } ?? rawValue }

  /// The option a command-line word names, in its long or short form; `nil` for any other.
  init?(spelling: String) {
    guard
      let option = Self(rawValue: spelling)
        ?? Self.allCases.first(where: { $0.shortName == spelling })
    else { return nil }
    self = option
  }

  /// The `OPTIONS:` lines of the help: each synopsis, then its summary four spaces after the
  /// widest one.
  static var helpLines: [String] {
    let width = allCases.map(\.synopsis.count).max() ?? 0
    return allCases.map { option in
      "  " + option.synopsis + String(repeating: " ", count: width - option.synopsis.count + 4)
        + option.summary
    }
  }
}
