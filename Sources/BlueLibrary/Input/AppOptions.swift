import BlueKit

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
  /// The language to speak (`--lang`); `nil` means the locale's.
  public var language: Language?
  /// Print the help and exit.
  public var showHelp = false
  /// Show what the patterns do: after each frame in scripted mode, in a pane in a terminal.
  public var trace = false

  /// Creates the default options.
  public init() {}

  /// Parses the arguments after the program name.
  ///
  /// The options are those of `AppOption`; one that takes a value may be followed by it,
  /// as in `--data-dir PATH`, or joined to it by an equals sign, as in `--data-dir=PATH`.
  public init(arguments: [String]) throws(AppOptionsError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = Self.split(argument)
      // An option that takes no value is not itself when given one: `--trace=yes` is unknown.
      guard let option = AppOption(spelling: name), option.placeholder != nil || inlineValue == nil
      else { throw .unknown(argument) }
      func value() throws(AppOptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw .missingValue(name)
        }
        return next
      }
      switch option {
      case .dataDirectory:
        // Two folders given: which did the user mean? Refuse, rather than guess the last.
        guard dataDirectory == nil else { throw .repeated(name) }
        let path = try value()
        guard !path.isEmpty else { throw .badValue(name, path, reason: .notEmpty) }
        dataDirectory = path
      case .latency:
        let text = try value()
        guard let milliseconds = Int(text), (0...60_000).contains(milliseconds) else {
          throw .badValue(name, text, reason: .milliseconds)
        }
        downloadLatencyMilliseconds = milliseconds
      case .language:
        let tag = try value()
        guard let language = Language(tag: tag) else {
          throw .badValue(name, tag, reason: .language)
        }
        self.language = language
      case .reset: reset = true
      case .noColor: noColor = true
      case .trace: trace = true
      case .help: showHelp = true
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
}

/// Why the command line was not understood.
public enum AppOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option the app does not have.
  case unknown(String)
  /// An option that needs a value got none.
  case missingValue(String)
  /// An option's value is unusable: it does not meet the option's requirement.
  case badValue(String, String, reason: Requirement)
  /// An option that may be given once was given again.
  case repeated(String)
  /// The argument at `position` (from 1) is not UTF-8 text.
  case notUTF8(position: Int)

  /// What an option's value must be.
  public enum Requirement: Hashable, Sendable {
    /// Anything but empty (`--data-dir`).
    case notEmpty
    /// Milliseconds from 0 to 60 000 (`--latency`).
    case milliseconds
    /// One of the languages the app speaks (`--lang`).
    case language
  }

  /// A sentence for the user, in English; the app says it in the user's language through its
  /// message table.
  public var description: String { EnglishAppMessages().describe(self) }
}
