/// Code the kit hands the compiler against the learner's module, and what refusing it means.
///
/// Must-not-compile checks and a refactoring exercise's snippet checks are compiled together,
/// by one ``SnippetTypeChecker`` run; each says here what the compiler's answer means for it.
struct Snippet: Equatable, Sendable {
  /// The check's name, written above its function so a compiler error reads in context.
  var name: String
  /// The function body the compiler checks.
  var code: String
  /// Part of the error that proves the snippet refused for the reason it exists; `nil` for a
  /// snippet that must compile, which no error can satisfy.
  var expectedError: String?
  /// Whether the snippet is also run once it compiles, and must return `true`: its body then
  /// ends in a `Bool` (``SnippetTypeChecker/runVerdicts(for:typeChecked:)``).
  var mustReturnTrue = false
}

extension Snippet {
  /// `code` on one line, in backquotes, as a report quotes it: its statements joined by `; `,
  /// and the lines of one statement by a space (after an opening brace, bracket or
  /// parenthesis, or a comma or an operator; before a closing one, or a `.` that goes on):
  /// `struct A { var b: Int }`, `Badged( wrapped: c, badge: "b" ).lines`.
  static func quoted(_ code: String) -> String {
    let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let goesOn = ["{", "(", "[", ",", "&&", "||", "+", "=", ":", "->"]
    let continues = ["}", ")", "]", ".", "&&", "||", "+", "?", "=="]
    var text = lines.first ?? ""
    for (previous, line) in zip(lines, lines.dropFirst()) {
      let sameStatement =
        goesOn.contains { previous.hasSuffix($0) } || continues.contains { line.hasPrefix($0) }
      text += sameStatement ? " " : "; "
      text += line
    }
    return "`" + text + "`"
  }
}

extension MustNotCompileCheck {
  /// The check as the compiler sees it.
  var compiledSnippet: Snippet {
    Snippet(name: name, code: snippet, expectedError: expectedError)
  }
}
