import Foundation

extension Workspace {
  /// What is wrong with the must-not-compile checks of `exercise`, without compiling them.
  ///
  /// Each check needs every field, a name of its own, and a requirement the README states in
  /// those very words (line breaks and runs of spaces aside): the report quotes it to the
  /// learner as the README's, so the two can never drift apart.
  func mustNotCompileProblems(of exercise: Exercise) -> [String] {
    let readme = text(of: "README.md", in: exercise)
    var problems: [String] = []
    var names: Set<String> = []
    for (index, check) in exercise.mustNotCompileChecks.enumerated() {
      let title = "mustNotCompile[\(index)]"
      let fields = [
        ("name", check.name), ("snippet", check.snippet),
        ("expectedError", check.expectedError), ("requirement", check.requirement),
      ]
      for (field, value) in fields where value.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("\(title) has an empty \"\(field)\"")
      }
      if !names.insert(check.name).inserted {
        problems.append("\(title): two compile checks are named \"\(check.name)\"")
      }
      problems += quotingProblems(
        title, requirement: check.requirement,
        translated: (check.translations ?? [:]).mapValues(\.requirement), readme: readme,
        in: exercise)
    }
    return problems
  }

  /// What is wrong with a check's quote of the README: `requirement` must be in `readme`
  /// (README.md's text) word for word, and each translated requirement in that language's
  /// README, keyed by its tag, just as exactly.
  func quotingProblems(
    _ title: String, requirement: String, translated: [String: String], readme: String,
    in exercise: Exercise
  ) -> [String] {
    var problems: [String] = []
    if !requirement.isEmpty,
      !Self.collapsingSpaces(readme).contains(Self.collapsingSpaces(requirement))
    {
      problems.append(
        "\(title) quotes \"\(requirement)\" as the README's words, but README.md does not "
          + "say that")
    }
    for (tag, words) in translated.sorted(by: { $0.key < $1.key }) {
      let page = "README.\(tag).md"
      let text = text(of: page, in: exercise)
      if !Self.collapsingSpaces(text).contains(Self.collapsingSpaces(words)) {
        problems.append(
          "\(title) quotes \"\(words)\" as the words of \(page), but it does not say that")
      }
    }
    return problems
  }

  /// The text of `page` in `exercise`'s folder, or "" when it cannot be read.
  func text(of page: String, in exercise: Exercise) -> String {
    (try? String(contentsOf: folder(of: exercise).appendingPathComponent(page), encoding: .utf8))
      ?? ""
  }

  /// `text` with each run of spaces and line breaks made one space, as Markdown reads it.
  static func collapsingSpaces(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
