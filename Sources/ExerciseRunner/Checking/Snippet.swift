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
  /// `code` on one line, in backquotes, as a report quotes it: its lines joined by `; `, or
  /// by a space after an opening brace or before a closing one (`struct A { var b: Int }`).
  static func quoted(_ code: String) -> String {
    let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    var text = lines.first ?? ""
    for (previous, line) in zip(lines, lines.dropFirst()) {
      text += previous.hasSuffix("{") || line.hasPrefix("}") ? " " : "; "
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
