import Foundation

extension Workspace {
  /// What `kit verify` finds wrong without building anything: for each exercise, the problems
  /// with its metadata and files, and the problems of the folder as a whole.
  ///
  /// An exercise needs instructions (a README), at least one hint, a `TODO` in each starter file
  /// the learner edits, a starter and a solution for each, a folder named after its place and
  /// name, sound must-not-compile checks and, for a refactoring exercise, a sound refactoring
  /// (see ``refactoringProblems(of:)``); names, folders and module folders are unique, so
  /// exercises can share one build folder; and every numbered folder is in the metadata.
  func integrityProblems() -> (byExercise: [String: [String]], general: [String]) {
    var byExercise: [String: [String]] = [:]
    var general: [String] = []
    for (index, exercise) in exercises.enumerated() {
      byExercise[exercise.name] = problems(of: exercise, number: index + 1)
    }
    for name in duplicates(exercises.map(\.name)) {
      general.append("two exercises are named '\(name)'")
    }
    for folder in duplicates(exercises.map(\.folder)) {
      general.append("two exercises use the folder '\(folder)'")
    }
    let modules = exercises.flatMap { moduleFolders(of: $0) }
    for module in duplicates(modules) {
      general.append(
        "two exercises have a module named '\(module)'; they share a build folder, so "
          + "module names must be unique")
    }
    let listed = Set(exercises.map(\.folder))
    let numbered = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in numbered.sorted()
    where name.wholeMatch(of: /\d+-.+/) != nil && !listed.contains(name) {
      general.append("the folder '\(name)' is not in \(Self.metadataFileName)")
    }
    return (byExercise, general)
  }

  private func problems(of exercise: Exercise, number: Int) -> [String] {
    var problems: [String] = []
    let expectedFolder = (number < 10 ? "0" : "") + "\(number)-\(exercise.name)"
    if exercise.folder != expectedFolder {
      problems.append(
        "its folder is '\(exercise.folder)'; exercise \(number) belongs in '\(expectedFolder)'")
    }
    if exercise.pattern.isEmpty { problems.append("it names no pattern") }
    if exercise.summary.isEmpty { problems.append("it has no summary") }
    if exercise.hints.isEmpty || exercise.hints.contains(where: \.isEmpty) {
      problems.append("it needs at least one hint, and no empty ones")
    }
    let root = folder(of: exercise)
    for required in ["Package.swift", "README.md", "Sources", "Tests"]
    where !exists(root.appendingPathComponent(required)) {
      problems.append("it has no \(required)")
    }
    if let readme = try? String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8),
      readme.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      problems.append("its README.md (the instructions) is empty")
    }
    if exercise.files.isEmpty { problems.append("it lists no file for the learner to edit") }
    problems += mustNotCompileProblems(of: exercise)
    problems += mustNotMentionProblems(of: exercise)
    problems += declaresOnlyProblems(of: exercise)
    problems += refactoringProblems(of: exercise)
    for file in exercise.files {
      problems += self.problems(of: file, in: root)
    }
    for copy in [Runner.starterFolder, Runner.solutionFolder] {
      for extra in regularFiles(under: root.appendingPathComponent(copy))
      where !exercise.files.contains(extra) {
        problems.append("\(copy)/\(extra) is not one of the files the learner edits")
      }
    }
    return problems
  }

  private func problems(of file: String, in root: URL) -> [String] {
    var problems: [String] = []
    let working = root.appendingPathComponent(file)
    let starter = root.appendingPathComponent(Runner.starterFolder).appendingPathComponent(file)
    let solution = root.appendingPathComponent(Runner.solutionFolder).appendingPathComponent(file)
    if !exists(working) { problems.append("\(file) is missing") }
    guard let starterText = try? String(contentsOf: starter, encoding: .utf8) else {
      return problems + ["\(Runner.starterFolder)/\(file) is missing"]
    }
    guard let solutionText = try? String(contentsOf: solution, encoding: .utf8) else {
      return problems + ["\(Runner.solutionFolder)/\(file) is missing"]
    }
    if !starterText.contains("TODO") {
      problems.append("\(Runner.starterFolder)/\(file) has no TODO to show where to work")
    }
    if starterText == solutionText {
      problems.append("\(Runner.starterFolder)/\(file) is the same as the solution")
    }
    for trap in ["fatalError(", "precondition(", "preconditionFailure(", "try!"]
    where starterText.contains(trap) {
      problems.append(
        "\(Runner.starterFolder)/\(file) uses \(trap.replacingOccurrences(of: "(", with: "")); "
          + "a starter returns a placeholder instead, because a trap stops every test")
    }
    return problems
  }

  /// The names of the folders in the exercise's `Sources` and `Tests`: its modules.
  private func moduleFolders(of exercise: Exercise) -> [String] {
    ["Sources", "Tests"].flatMap { group in
      let groupFolder = folder(of: exercise).appendingPathComponent(group)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: groupFolder.path)) ?? []
      return names.filter { name in
        var isDirectory: ObjCBool = false
        let path = groupFolder.appendingPathComponent(name).path
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
          && isDirectory.boolValue && !name.hasPrefix(".")
      }
    }
  }

  private func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }

  private func duplicates(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    var repeated: [String] = []
    for value in values where !seen.insert(value).inserted && !repeated.contains(value) {
      repeated.append(value)
    }
    return repeated
  }
}
