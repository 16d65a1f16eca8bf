import Foundation

extension Workspace {
  /// What is wrong with the declaration checks of `exercise`, without building it.
  ///
  /// Each check needs a name of its own, a list of what it allows, a scope or a type it reads
  /// for but not both, a file the learner edits when it names one, and a requirement the README
  /// states in those very words.
  func declaresOnlyProblems(of exercise: Exercise) -> [String] {
    let readme = text(of: "README.md", in: exercise)
    var problems: [String] = []
    var names: Set<String> = []
    for (index, check) in exercise.declaresOnlyChecks.enumerated() {
      let title = "declaresOnly[\(index)]"
      for (field, value) in [("name", check.name), ("requirement", check.requirement)]
      where value.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("\(title) has an empty \"\(field)\"")
      }
      if !names.insert(check.name).inserted {
        problems.append("\(title): two declaration checks are named \"\(check.name)\"")
      }
      problems += check.structureCheck.declarationFieldProblems(title: title)
      for file in [check.file, check.declaredIn].compactMap(\.self)
      where !exercise.files.contains(file) {
        problems.append(
          "\(title) reads \(file), which is not one of the files the learner edits")
      }
      problems += quotingProblems(
        title, requirement: check.requirement,
        translated: (check.translations ?? [:]).mapValues(\.requirement), readme: readme,
        in: exercise)
    }
    return problems
  }
}

extension StructureCheck {
  /// What is wrong with a `declaresOnly` check's own fields: no list of what it allows, a
  /// scope and a type taken at once, an empty name among them.
  func declarationFieldProblems(title: String) -> [String] {
    guard kind == .declaresOnly else { return [] }
    var problems: [String] = []
    if let declaredIn {
      if scope == nil {
        problems.append(
          "\(title) has a \"declaredIn\" but no \"scope\": it says where a type lives")
      }
      for (field, present) in [
        ("allows", allows != nil), ("taking", taking != nil), ("file", file != nil),
        ("countsPrivate", countsPrivate != nil), ("keeps", keeps != nil),
        ("shared", shared != nil),
      ] where present {
        problems.append(
          "\(title) has a \"\(field)\" beside \"declaredIn\", which reads every declaration "
            + "of its scope in \(declaredIn) and nothing else")
      }
    } else if allows == nil {
      problems.append(
        "\(title) (declaresOnly) needs \"allows\", the names it lets through ([] for none)")
    }
    if keeps ?? false, taking != nil {
      problems.append(
        "\(title) has both \"keeps\" and \"taking\": it reads what is stored, not what takes "
          + "a type")
    }
    if shared != nil, !(keeps ?? false) {
      problems.append(
        "\(title) has \"shared\" without \"keeps\": it narrows what is kept to what is shared")
    }
    if keeps ?? false, scope == nil, file == nil {
      problems.append(
        "\(title) has \"keeps\" but neither a \"scope\" nor a \"file\" to read")
    }
    if scope != nil && taking != nil {
      problems.append(
        "\(title) has both \"scope\" and \"taking\": it reads a scope's members or what takes "
          + "a type, not both")
    }
    for (field, value) in [("scope", scope), ("taking", taking)] {
      if let value,
        value.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
      {
        problems.append("\(title) has a \"\(field)\", \"\(value)\", that names no type")
      }
    }
    if (allows ?? []).contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
      problems.append("\(title) allows an empty name")
    }
    return problems
  }
}
