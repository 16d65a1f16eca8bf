extension AppOption {
  /// The `OPTIONS:` rows of `--help` in the language of `messages`: every option, in its
  /// order, with its words from the message table.
  ///
  /// Each synopsis is indented by two spaces, each description starts three spaces after the
  /// widest synopsis, and its further lines line up under its first. Nothing here names an
  /// option, so one added to the table is in the help, in every language, with no other change.
  static func helpTable(in messages: any AppMessages) -> String {
    let column = 2 + (allCases.map(\.synopsis.count).max() ?? 0) + 3
    let indent = String(repeating: " ", count: column)
    return allCases.map { option in
      let lines = messages.help(for: option).split(separator: "\n")
      let first =
        "  " + option.synopsis + String(repeating: " ", count: column - 2 - option.synopsis.count)
      return ([first + (lines.first ?? "")] + lines.dropFirst().map { indent + $0 })
        .joined(separator: "\n")
    }
    .joined(separator: "\n")
  }
}
