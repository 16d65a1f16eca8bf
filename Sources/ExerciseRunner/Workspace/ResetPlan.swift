import Foundation

/// What `reset` does to an exercise: which of its files it replaces and which it removes.
struct ResetPlan {
  /// The given files that are missing or differ from the record, to be had again from git.
  var changedGivenFiles: [GivenFile] = []
  /// Swift files in `Sources/` or `Tests/` the exercise neither lists nor gives.
  var extraFiles: [String] = []
  /// Every existing file the reset replaces or removes, which it backs up first: listed files
  /// that are not their starter, changed given files, extra files.
  var replaced: [String] = []

  init(_ exercise: Exercise, in workspace: Workspace) {
    let folder = workspace.folder(of: exercise)
    func exists(_ path: String) -> Bool {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }
    for file in exercise.files where exists(file) {
      let working = try? Data(contentsOf: folder.appendingPathComponent(file))
      let starter = try? Data(
        contentsOf: folder.appendingPathComponent(Runner.starterFolder)
          .appendingPathComponent(file))
      if working != starter { replaced.append(file) }
    }
    // An unreadable record restores no given file; `check` says what is wrong with it.
    let given = (try? workspace.givenFilesRecord())?.exercises[exercise.folder] ?? []
    for file in given
    where ContentHash.fnv1a64(of: folder.appendingPathComponent(file.path)) != file.fnv1a64 {
      changedGivenFiles.append(file)
      if exists(file.path) { replaced.append(file.path) }
    }
    if !given.isEmpty {
      let known = Set(given.map(\.path))
      extraFiles = workspace.givenFilePaths(of: exercise, in: folder).filter {
        $0.hasSuffix(".swift") && !known.contains($0)
      }
      replaced += extraFiles
    }
  }
}
