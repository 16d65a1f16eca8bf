import Foundation

extension Runner {
  /// The folder, inside each exercise, that keeps the starter version of the learner's files.
  static let starterFolder = "Starter"
  /// The folder, inside each exercise, that keeps the reference solution of the learner's files.
  static let solutionFolder = "Solution"

  /// `kit reset <name>`: puts the starter version of the learner's files back, after asking.
  ///
  /// - Parameters:
  ///   - name: The exercise to reset.
  ///   - confirmed: `--yes` was given, so there is nothing to ask.
  /// - Returns: `.success` once restored; `.failure` when the learner says no; `.usage` when
  ///   there is no terminal to ask and no `--yes`.
  func reset(_ name: String, confirmed: Bool) -> ExitCode {
    guard let exercise = exercise(named: name) else { return .usage }
    let files = exercise.files.map { displayPath(exercise, $0) }.joined(separator: ", ")
    if !confirmed {
      guard console.isInteractive else {
        console.complain("error: reset would replace your work in \(files).")
        console.complain(
          "There is no terminal to ask for confirmation; to go ahead, run: "
            + "swift run kit reset \(exercise.name) --yes")
        return .usage
      }
      let answer = console.ask("Replace \(files) with the starter code? [y/N] ")
      guard let answer, ["y", "yes"].contains(answer.lowercased()) else {
        console.say("Nothing was changed.")
        return .failure
      }
    }
    let folder = workspace.folder(of: exercise)
    for file in exercise.files {
      let starter = folder.appendingPathComponent(Self.starterFolder).appendingPathComponent(file)
      do {
        let data = try Data(contentsOf: starter)
        try data.write(to: folder.appendingPathComponent(file), options: .atomic)
      } catch {
        console.complain("error: could not restore \(file): \(error.localizedDescription)")
        return .cannotWrite
      }
    }
    var progress = progress
    if progress.done.remove(exercise.name) != nil, !save(progress) { return .cannotWrite }
    console.say("Restored the starter code of \(exercise.name): \(files)")
    return .success
  }
}
