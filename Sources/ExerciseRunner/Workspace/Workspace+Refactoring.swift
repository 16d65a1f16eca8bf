import Foundation

extension Workspace {
  /// What is wrong with `exercise`'s refactoring (see ``Refactoring``), without building it.
  ///
  /// A refactoring needs a smell, in every language the exercise is translated into, and at
  /// least one structure check. Each check needs a name of its own, a kind `kit` knows and the
  /// fields of that kind (and none of another's): `mustNotMention` a file of the exercise and a
  /// pattern that is a Swift regex, and may have a `membersOf` regex; `mustCompile` and
  /// `mustReturnTrue` a snippet; `mustNotCompile` a snippet and the error it must be refused
  /// with; `declaresOnly` a list of what it allows, and a scope or a type taken but not both.
  /// Its requirement quotes the README word for word, and each translated requirement
  /// quotes that language's README, as must-not-compile checks do.
  func refactoringProblems(of exercise: Exercise) -> [String] {
    guard let refactoring = exercise.refactoring else { return [] }
    var problems: [String] = []
    if refactoring.smell.trimmingCharacters(in: .whitespaces).isEmpty {
      problems.append("refactoring has an empty \"smell\"")
    }
    for (tag, translation) in (exercise.translations ?? [:]).sorted(by: { $0.key < $1.key })
    where (translation.smell ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
      problems.append("translations.\(tag) has no \"smell\" for the refactoring")
    }
    if refactoring.structure.isEmpty {
      problems.append("refactoring has no structure check, so nothing asks for the pattern")
    }
    let readme = Self.collapsingSpaces(text(of: "README.md", in: exercise))
    var names: Set<String> = []
    for (index, check) in refactoring.structure.enumerated() {
      let title = "refactoring.structure[\(index)]"
      if check.name.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("\(title) has an empty \"name\"")
      } else if !names.insert(check.name).inserted {
        problems.append("\(title): two structure checks are named \"\(check.name)\"")
      }
      problems += fieldProblems(of: check, title: title, in: exercise)
      problems += check.exampleProblems(title: title)
      if check.requirement.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("\(title) has an empty \"requirement\"")
      } else if !readme.contains(Self.collapsingSpaces(check.requirement)) {
        problems.append(
          "\(title) quotes \"\(check.requirement)\" as the README's words, but README.md does "
            + "not say that")
      }
      for (tag, translation) in (check.translations ?? [:]).sorted(by: { $0.key < $1.key }) {
        let page = "README.\(tag).md"
        if !Self.collapsingSpaces(text(of: page, in: exercise)).contains(
          Self.collapsingSpaces(translation.requirement))
        {
          problems.append(
            "\(title) quotes \"\(translation.requirement)\" as the words of \(page), but it "
              + "does not say that")
        }
      }
      for tag in (exercise.translations ?? [:]).keys.sorted()
      where check.translations?[tag] == nil {
        problems.append("\(title) has no \(tag) translation, though the exercise has one")
      }
    }
    return problems
  }

  /// The fields `check`'s kind needs and does not have, or has and must not.
  private func fieldProblems(of check: StructureCheck, title: String, in exercise: Exercise)
    -> [String]
  {
    let given: [(field: String, value: String?)] = [
      ("file", check.file), ("pattern", check.pattern), ("membersOf", check.membersOf),
      ("topLevelOnly", check.topLevelOnly.map { String($0) }),
      ("exceptInside", check.exceptInside),
      ("snippet", check.snippet), ("expectedError", check.expectedError),
      ("refuses", check.refuses?.joined(separator: "\n")),
      ("accepts", check.accepts?.joined(separator: "\n")),
      ("scope", check.scope), ("taking", check.taking), ("declaredIn", check.declaredIn),
      ("allows", check.allows?.joined(separator: "\n")),
      ("countsPrivate", check.countsPrivate.map { String($0) }),
      ("keeps", check.keeps.map { String($0) }),
      ("shared", check.shared.map { String($0) }),
    ]
    let needed: Set<String>
    var allowed: Set<String> = []
    switch check.kind {
    case .mustNotMention:
      needed = ["file", "pattern"]
      allowed = ["membersOf", "topLevelOnly", "exceptInside", "refuses", "accepts"]
    case .mustCompile, .mustReturnTrue: needed = ["snippet"]
    case .mustNotCompile: needed = ["snippet", "expectedError"]
    case .declaresOnly:
      // An empty list allows nothing, which is a rule too ("the memento offers nothing").
      needed = []
      allowed = [
        "file", "scope", "taking", "declaredIn", "allows", "countsPrivate", "keeps", "shared",
      ]
    case .unknown(let kind):
      return [
        "\(title) has the kind \"\(kind)\", which kit does not know (mustNotMention, "
          + "mustCompile, mustNotCompile, mustReturnTrue or declaresOnly)"
      ]
    }
    var problems: [String] = []
    for (field, value) in given {
      let present = !(value ?? "").trimmingCharacters(in: .whitespaces).isEmpty
      if needed.contains(field) && !present {
        problems.append("\(title) (\(check.kind.spelling)) needs a \"\(field)\"")
      } else if !needed.contains(field) && !allowed.contains(field) && value != nil {
        problems.append("\(title) (\(check.kind.spelling)) has a \"\(field)\" it does not use")
      }
    }
    problems += check.declarationFieldProblems(title: title)
    if [check.membersOf != nil, check.topLevelOnly == true, check.exceptInside != nil]
      .filter(\.self).count > 1
    {
      problems.append(
        "\(title) has more than one of \"membersOf\", \"topLevelOnly\" and \"exceptInside\": "
          + "it reads one scope")
    }
    for pattern in [check.pattern, check.membersOf, check.exceptInside].compactMap(\.self)
    where !pattern.isEmpty && (try? Regex(pattern)) == nil {
      problems.append("\(title): \"\(pattern)\" is not a Swift regex")
    }
    if let file = check.file, !file.isEmpty {
      let isInside =
        !file.hasPrefix("/") && !file.hasPrefix("~") && !file.split(separator: "/").contains("..")
      var isDirectory: ObjCBool = false
      if !isInside
        || !FileManager.default.fileExists(
          atPath: folder(of: exercise).appendingPathComponent(file).path,
          isDirectory: &isDirectory)
        || isDirectory.boolValue
      {
        problems.append("\(title) reads \(file), which is no file of the exercise")
      }
    }
    return problems
  }
}
