import Foundation

extension Workspace {
  /// The first path in the metadata that leaves where it belongs, as the error that says so.
  ///
  /// `reset` writes to the learner's files and `verify` copies over them, so a `folder` entry
  /// must stay inside the Exercises folder and a `files` entry inside its exercise's folder
  /// (with its `Starter/` and `Solution/` copies). A path is refused when it is absolute, when
  /// it climbs with `..`, or when a symbolic link on the way leads outside: metadata like
  /// `../../outside/pwn.swift` must never make the runner touch a file it does not own.
  func escapingPath() -> WorkspaceError? {
    for exercise in exercises {
      if !Self.isContained(exercise.folder, in: folder) {
        return .escapingPath(exercise: exercise.name, path: exercise.folder, container: folder.path)
      }
      let root = self.folder(of: exercise)
      for file in exercise.files {
        let copies = [
          root, root.appendingPathComponent(Runner.starterFolder),
          root.appendingPathComponent(Runner.solutionFolder),
        ]
        if copies.contains(where: { !Self.isContained(file, in: $0, within: root) }) {
          return .escapingPath(exercise: exercise.name, path: file, container: root.path)
        }
      }
    }
    return nil
  }

  /// Whether `path`, relative to `base`, names something inside `container` (`base` itself
  /// when not given), once symbolic links are followed.
  private static func isContained(_ path: String, in base: URL, within container: URL? = nil)
    -> Bool
  {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard !path.hasPrefix("/"), !path.hasPrefix("~"), !components.isEmpty,
      !components.contains("..")
    else { return false }
    let outer = resolved(container ?? base).path
    let inner = resolved(base.appendingPathComponent(path)).path
    return inner.hasPrefix(outer + "/")
  }

  /// `url` with every symbolic link in the part of it that exists followed; the rest, which
  /// does not exist yet, is appended as written.
  private static func resolved(_ url: URL) -> URL {
    var existing = url.standardizedFileURL
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    return missing.reduce(existing.resolvingSymlinksInPath()) {
      $0.appendingPathComponent($1)
    }
  }
}
