import CommandLineVocabulary
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

  /// `kit reset <name>`: puts the whole exercise back as the kit gave it, after asking and
  /// after keeping a copy of everything it replaces or removes.
  ///
  /// The listed files get their starter; the given files (tests, collaborators, the manifest)
  /// that changed or went missing come back from git, by the blob ids the record of given
  /// files keeps (see ``Workspace/lessonProblems(of:in:)``); Swift files the exercise does not
  /// have are taken away. Each replaced or removed file is first copied into
  /// `.backup/<time>/`.
  ///
  /// - Parameters:
  ///   - name: The exercise to reset.
  ///   - confirmed: `--yes` was given, so there is nothing to ask.
  /// - Returns: `.success` once restored; `.failure` when the learner says no; `.usage` when
  ///   there is no terminal to ask and no `--yes`; `.unavailable` when a given file could not
  ///   be had from git.
  func reset(_ name: String, confirmed: Bool) -> ExitCode {
    guard let exercise = exercise(named: name) else { return .usage }
    let plan = ResetPlan(exercise, in: workspace)
    let files = exercise.files.map { displayPath(exercise, $0) }.joined(separator: ", ")
    // The question names every file the reset changes: a test the learner edited too.
    let changed = (exercise.files + plan.changedGivenFiles.map(\.path) + plan.extraFiles)
      .map { displayPath(exercise, $0) }.joined(separator: ", ")
    if !confirmed {
      guard console.isInteractive else {
        for line in messages.resetNeedsConfirmation(changed, name: exercise.name) {
          console.complain(line)
        }
        return .usage
      }
      let answer = console.ask(messages.replaceWithStarter(changed))
      guard let answer, ["y", "yes"].contains(answer.lowercased()) else {
        console.say(messages.nothingChanged)
        return .failure
      }
    }
    let folder = workspace.folder(of: exercise)
    let backup: URL?
    do {
      backup = try backUp(plan.replaced, of: exercise)
    } catch {
      console.complain(messages.couldNotBackUp(error.reason))
      return .cannotWrite
    }
    for file in exercise.files {
      let starter = folder.appendingPathComponent(Self.starterFolder).appendingPathComponent(file)
      do {
        let data = try Data(contentsOf: starter)
        try write(data, to: folder.appendingPathComponent(file))
      } catch {
        console.complain(messages.couldNotRestore(file, reason: error.reason))
        return .cannotWrite
      }
    }
    var status = ExitCode.success
    var restoredGiven: [String] = []
    for given in plan.changedGivenFiles {
      guard let blob = given.blob, let data = workspace.gitBlob(blob) else {
        let reason = given.blob.map { "git cat-file blob \($0) failed" } ?? "it has no git blob id"
        let shown = displayPath(exercise, given.path)
        for line in messages.couldNotRestoreGivenFile(shown, reason: reason) {
          console.complain(line)
        }
        status = .unavailable
        continue
      }
      do {
        try write(data, to: folder.appendingPathComponent(given.path))
        restoredGiven.append(given.path)
      } catch {
        console.complain(messages.couldNotRestore(given.path, reason: error.reason))
        return .cannotWrite
      }
    }
    for extra in plan.extraFiles {
      do {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(extra))
      } catch {
        console.complain(messages.couldNotRestore(extra, reason: error.reason))
        return .cannotWrite
      }
    }
    var progress = progress
    if progress.done.remove(exercise.name) != nil, !save(progress) { return .cannotWrite }
    console.say(messages.restored(exercise.name, files: files))
    if !restoredGiven.isEmpty {
      console.say(
        messages.restoredGivenFiles(
          restoredGiven.map { displayPath(exercise, $0) }.joined(separator: ", ")))
    }
    if !plan.extraFiles.isEmpty {
      console.say(
        messages.removedExtraFiles(
          plan.extraFiles.map { displayPath(exercise, $0) }.joined(separator: ", ")))
    }
    if let backup { console.say(messages.keptIn(displayPath(of: backup))) }
    return status
  }

  /// Writes `data` at `url`, creating its folder when a deleted file took it along.
  private func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// Copies `paths` of `exercise` (relative to its folder) into a new `.backup/<time>/`
  /// folder, at the same relative paths.
  ///
  /// - Returns: The new folder, or `nil` when there was nothing to keep.
  private func backUp(_ paths: [String], of exercise: Exercise) throws -> URL? {
    guard !paths.isEmpty else { return nil }
    let folder = workspace.folder(of: exercise)
    let backup = KeptCopyName.unused(
      folder.appendingPathComponent(Self.backupFolder).appendingPathComponent(
        KeptCopyName.stamp(), isDirectory: true))
    for path in paths {
      let copy = backup.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: folder.appendingPathComponent(path), to: copy)
    }
    return backup
  }
}
