extension KitCommand {
  /// The `--help` page in the language of `messages`: every command of ``Name`` and every
  /// option of ``KitOption``, in their order, each with its words from the message table.
  ///
  /// Nothing here names a command or an option, so one added to either table is in the help,
  /// in every language, with no other change.
  static func helpText(in messages: any Messages) -> String {
    let commands = Name.allCases.map { command in
      (command.rawValue + command.operands.synopsis, messages.help(for: command))
    }
    let options = KitOption.allCases.map { option in
      (option.synopsis, messages.help(for: option))
    }
    return messages.helpPage(commands: table(commands), options: table(options))
  }

  /// Rows of a help table: each synopsis indented by two spaces, each description starting two
  /// spaces after the widest synopsis, its further lines lined up under its first.
  private static func table(_ rows: [(synopsis: String, description: String)]) -> String {
    let column = 2 + (rows.map(\.synopsis.count).max() ?? 0) + 2
    let indent = String(repeating: " ", count: column)
    return rows.map { synopsis, description in
      let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
      let first = "  " + synopsis + String(repeating: " ", count: column - 2 - synopsis.count)
      return ([first + (lines.first ?? "")] + lines.dropFirst().map { indent + $0 })
        .joined(separator: "\n")
    }
    .joined(separator: "\n")
  }
}
