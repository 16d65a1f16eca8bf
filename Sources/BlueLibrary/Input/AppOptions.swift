/// The app's command-line options.
public struct AppOptions: Hashable, Sendable {
  /// Where albums, state and covers are kept; `nil` means the platform's default location.
  public var dataDirectory: String?
  /// Start again from the placeholder albums, keeping a backup of the old data.
  public var reset = false
  /// Never use colour, even on a terminal that allows it.
  public var noColor = false
  /// How long each cover download takes, in milliseconds (so the spinner can be seen).
  public var downloadLatencyMilliseconds = 600
  /// Print the help and exit.
  public var showHelp = false
  /// Show what the patterns do: after each frame in scripted mode, in a pane in a terminal.
  public var trace = false

  /// Creates the default options.
  public init() {}

  /// Parses the arguments after the program name.
  ///
  /// Both `--data-dir PATH` and `--data-dir=PATH` work.
  public init(arguments: [String]) throws(AppOptionsError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = Self.split(argument)
      func value() throws(AppOptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw .missingValue(name)
        }
        return next
      }
      switch name {
      case "--data-dir":
        // Two folders given: which did the user mean? Refuse, rather than guess the last.
        guard dataDirectory == nil else { throw .repeated(name) }
        let path = try value()
        guard !path.isEmpty else { throw .badValue(name, path, reason: "it is empty") }
        dataDirectory = path
      case "--latency":
        let text = try value()
        guard let milliseconds = Int(text), (0...60_000).contains(milliseconds) else {
          throw .badValue(name, text, reason: "give milliseconds from 0 to 60000")
        }
        downloadLatencyMilliseconds = milliseconds
      case "--reset" where inlineValue == nil: reset = true
      case "--no-color" where inlineValue == nil: noColor = true
      case "--trace" where inlineValue == nil: trace = true
      case "--help" where inlineValue == nil, "-h" where inlineValue == nil: showHelp = true
      default: throw .unknown(argument)
      }
    }
  }

  /// The arguments as text, from the bytes the process was given.
  ///
  /// Swift's `CommandLine.arguments` repairs bytes that are not UTF-8 into U+FFFD, so a folder
  /// named with such bytes would silently become another folder. The app names its files in
  /// UTF-8, so it refuses such an argument instead.
  /// - Throws: ``AppOptionsError/notUTF8(position:)`` for the first argument that is not UTF-8.
  public static func decode(_ rawArguments: [[UInt8]]) throws(AppOptionsError) -> [String] {
    var arguments: [String] = []
    for (index, bytes) in rawArguments.enumerated() {
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .notUTF8(position: index + 1)
      }
      arguments.append(text)
    }
    return arguments
  }

  /// `--name=value` as its two halves; anything else as itself with no value.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The usage line.
  public static let usage =
    "USAGE: swift run BlueLibrary [--data-dir PATH] [--reset] [--no-color] [--latency MS]\n"
    + "                             [--trace] [--help]"

  /// The full help text: what the app is, its options, its keys and commands.
  public static let help = """
    BlueLibrary: browse albums, delete and undo; every design pattern of the tutorial at work.

    \(usage)

    OPTIONS:
      --data-dir PATH   Keep albums, state and covers in PATH (default: the platform's data
                        folder: $XDG_DATA_HOME/BlueLibrary or ~/.local/share/BlueLibrary on
                        Linux, ~/Library/Application Support/BlueLibrary on macOS).
      --reset           Start again from the five placeholder albums (the old data is kept
                        as a backup beside it).
      --no-color        Never use colour (NO_COLOR=1 does the same).
      --latency MS      How long each cover download takes in a terminal, in milliseconds
                        (default 600); scripted runs never wait.
      --trace           Show each pattern at work: a line per thing it does, printed after
                        each frame (in a terminal, the trace pane is open from the start).
      -h, --help        Show this help and exit.

    In a terminal the app is interactive. Otherwise it reads one command per line from
    standard input, prints the screen after each, and exits at the end of the input:
      printf 'next\\ndelete\\nundo\\n' | swift run BlueLibrary

    \(AppCommand.reference)
    """
}

/// Why the command line was not understood.
public enum AppOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option the app does not have.
  case unknown(String)
  /// An option that needs a value got none.
  case missingValue(String)
  /// An option's value is unusable.
  case badValue(String, String, reason: String)
  /// An option that may be given once was given again.
  case repeated(String)
  /// The argument at `position` (from 1) is not UTF-8 text.
  case notUTF8(position: Int)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .unknown(let argument): "unknown option '\(argument)'"
    case .missingValue(let name): "\(name) needs a value"
    case .badValue(let name, let value, let reason): "\(name) '\(value)' is not usable: \(reason)"
    case .repeated(let name): "\(name) is given more than once; give it once"
    case .notUTF8(let position):
      "argument \(position) is not valid UTF-8 text; name the folder in UTF-8"
    }
  }
}
