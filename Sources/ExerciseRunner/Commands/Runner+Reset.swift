import Foundation

extension Runner {
  /// The folder, inside each exercise, that keeps the starter version of the learner's files.
  static let starterFolder = "Starter"
  /// The folder, inside each exercise, that keeps the reference solution of the learner's files.
  static let solutionFolder = "Solution"

  /// The folder, inside each exercise, where `reset` keeps the learner's files.
  ///
  /// Each reset that replaces work adds `.backup/<time>/<file>`. SwiftPM never compiles it (it
  /// is outside `Sources/`), and git ignores it.
  static let backupFolder = ".backup"

  /// `kit reset <name>`: puts the starter version of the learner's files back, after asking
  /// and after keeping a copy of them.
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
        for line in messages.resetNeedsConfirmation(files, name: exercise.name) {
          console.complain(line)
        }
        return .usage
      }
      let answer = console.ask(messages.replaceWithStarter(files))
      guard let answer, ["y", "yes"].contains(answer.lowercased()) else {
        console.say(messages.nothingChanged)
        return .failure
      }
    }
    let folder = workspace.folder(of: exercise)
    let backup: URL?
    do {
      backup = try backUp(exercise)
    } catch {
      console.complain(messages.couldNotBackUp(error.localizedDescription))
      return .cannotWrite
    }
    for file in exercise.files {
      let starter = folder.appendingPathComponent(Self.starterFolder).appendingPathComponent(file)
      do {
        let data = try Data(contentsOf: starter)
        try data.write(to: folder.appendingPathComponent(file), options: .atomic)
      } catch {
        console.complain(messages.couldNotRestore(file, reason: error.localizedDescription))
        return .cannotWrite
      }
    }
    var progress = progress
    if progress.done.remove(exercise.name) != nil, !save(progress) { return .cannotWrite }
    console.say(messages.restored(exercise.name, files: files))
    if let backup { console.say(messages.keptIn(displayPath(of: backup))) }
    return .success
  }

  /// Copies the learner's files of `exercise` that differ from their starters into a new
  /// `.backup/<time>/` folder, at the same relative paths.
  ///
  /// - Returns: The new folder, or `nil` when there was nothing to keep.
  private func backUp(_ exercise: Exercise) throws -> URL? {
    let folder = workspace.folder(of: exercise)
    let changed = exercise.files.filter { file in
      let working = try? Data(contentsOf: folder.appendingPathComponent(file))
      let starter = try? Data(
        contentsOf: folder.appendingPathComponent(Self.starterFolder).appendingPathComponent(file))
      return working != nil && working != starter
    }
    guard !changed.isEmpty else { return nil }
    let backup = KeptCopyName.unused(
      folder.appendingPathComponent(Self.backupFolder).appendingPathComponent(
        KeptCopyName.stamp(), isDirectory: true))
    for file in changed {
      let copy = backup.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: copy)
    }
    return backup
  }
}
