import Foundation

extension Workspace {
  /// What is wrong with the must-not-mention checks of `exercise`, without reading the
  /// learner's files.
  ///
  /// Each check needs every field, a name of its own, a pattern that is a Swift regex, a file
  /// the learner edits (a given file never changes, so a check of it could never fail), and a
  /// requirement the README states in those very words. Its pattern must catch each line it
  /// `refuses` and let through each line it `accepts`.
  func mustNotMentionProblems(of exercise: Exercise) -> [String] {
    let readme = text(of: "README.md", in: exercise)
    var problems: [String] = []
    var names: Set<String> = []
    for (index, check) in exercise.mustNotMentionChecks.enumerated() {
      let title = "mustNotMention[\(index)]"
      let fields = [
        ("name", check.name), ("file", check.file), ("pattern", check.pattern),
        ("requirement", check.requirement),
      ]
      for (field, value) in fields where value.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("\(title) has an empty \"\(field)\"")
      }
      if !names.insert(check.name).inserted {
        problems.append("\(title): two mention checks are named \"\(check.name)\"")
      }
      if (try? Regex(check.pattern)) == nil {
        problems.append("\(title)'s pattern \"\(check.pattern)\" is not a Swift regex")
      }
      if let opener = check.membersOf, (try? Regex(opener)) == nil {
        problems.append("\(title)'s membersOf \"\(opener)\" is not a Swift regex")
      }
      if let opener = check.exceptInside, (try? Regex(opener)) == nil {
        problems.append("\(title)'s exceptInside \"\(opener)\" is not a Swift regex")
      }
      if [check.membersOf != nil, check.topLevelOnly == true, check.exceptInside != nil]
        .filter(\.self).count > 1
      {
        problems.append(
          "\(title) has more than one of \"membersOf\", \"topLevelOnly\" and \"exceptInside\": "
            + "it reads one scope")
      }
      problems += check.structureCheck.exampleProblems(title: title)
      if !exercise.files.contains(check.file) {
        problems.append(
          "\(title) reads \(check.file), which is not one of the files the learner edits")
      }
      problems += quotingProblems(
        title, requirement: check.requirement,
        translated: (check.translations ?? [:]).mapValues(\.requirement), readme: readme,
        in: exercise)
    }
    return problems
  }
}
