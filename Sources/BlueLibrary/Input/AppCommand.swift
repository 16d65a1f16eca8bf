import BlueKit

/// Something the user asks the app to do, typed as a line (scripted mode) or pressed as a key.
///
/// Both ways in meet here, so a key and its command always do the same thing, and tests drive
/// the app with the same commands a user types.
public enum AppCommand: Hashable, Sendable {
  /// Show the next album (→, `l`, `next`).
  case next
  /// Show the previous album (←, `h`, `prev`).
  case previous
  /// Show the album numbered `number` as the screen counts them, from 1 (`select 3`).
  case select(number: Int)
  /// Delete the album on screen (`d`, `delete`).
  case delete
  /// Put back the last deleted album (`u`, `undo`).
  case undo
  /// Play the app going to the background, which saves everything (`b`, `background`).
  case background
  /// Show the keys and commands (`?`, `help`).
  case help
  /// Save and leave (`q`, `quit`).
  case quit

  // tutorial:begin key-commands
  /// The command a key stands for in interactive mode, if any.
  public init?(key: Key) {
    switch key {
    case .right, .character("l"): self = .next
    case .left, .character("h"): self = .previous
    case .character("d"): self = .delete
    case .character("u"): self = .undo
    case .character("b"): self = .background
    case .character("?"): self = .help
    // Not Escape: it is also the first byte of every arrow key, and an arrow split across two
    // reads (over a slow connection) would quit the app.
    case .character("q"), .interrupt, .endOfInput: self = .quit
    default: return nil
    }
  }
  // tutorial:end key-commands

  /// Parses one line of a script: a command word, and a number after `select`.
  ///
  /// Words are case-insensitive and surrounding spaces are ignored; blank lines and lines
  /// starting with `#` are not commands (the caller skips them: ``isIgnorable(_:)``).
  public init(line: String) throws(AppCommandError) {
    let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    guard let word = words.first else { throw .unknown(line) }
    let arguments = words.dropFirst()
    if word == "select" {
      guard arguments.count == 1, let text = arguments.first else {
        throw .badArgument(line, reason: .selectTakesOneNumber)
      }
      guard let number = Int(text), number >= 1 else {
        throw .badArgument(line, reason: .notAnAlbumNumber(text))
      }
      self = .select(number: number)
      return
    }
    guard let command = Self.words[word] else { throw .unknown(line) }
    guard arguments.isEmpty else {
      throw .badArgument(line, reason: .takesNoArguments(word))
    }
    self = command
  }

  /// Whether a script line is blank or a `#` comment.
  public static func isIgnorable(_ line: String) -> Bool {
    let trimmed = line.drop { $0.isWhitespace }
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }

  /// The words a script may use, and what each means.
  static let words: [String: AppCommand] = [
    "next": .next, "n": .next, "right": .next,
    "prev": .previous, "previous": .previous, "p": .previous, "left": .previous,
    "delete": .delete, "d": .delete,
    "undo": .undo, "u": .undo,
    "background": .background,
    "help": .help, "?": .help,
    "quit": .quit, "q": .quit, "exit": .quit,
  ]
}

/// Why a script line is not a command.
public enum AppCommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The word is not a command.
  case unknown(String)
  /// The command is right but its argument is not.
  case badArgument(String, reason: Reason)

  /// What is wrong with a command's argument.
  public enum Reason: Hashable, Sendable {
    /// `select` needs exactly one number.
    case selectTakesOneNumber
    /// `select`'s argument is not a number from 1.
    case notAnAlbumNumber(String)
    /// The command takes no argument but was given some.
    case takesNoArguments(String)
  }

  /// A sentence for the user, suggesting what to type, in English; the app says it in the
  /// user's language through its message table.
  public var description: String { EnglishAppMessages().describe(self) }
}
