import Foundation

extension SwiftTestChecker {
  /// Type-checks the snippets against the modules `check(packageAt:)` built for `folder`, with
  /// the same build folder and module cache, so nothing is built twice.
  func verdicts(for checks: [Snippet], packageAt folder: URL)
    throws(CheckError) -> [SnippetVerdict]
  {
    let folder = folder.standardizedFileURL
    let builds = buildFolder.standardizedFileURL
    let checker = SnippetTypeChecker(
      scratchFolder: builds.appendingPathComponent(folder.lastPathComponent),
      moduleCache: moduleCacheFolder,
      modules: Self.libraryModules(in: folder))
    return try checker.verdicts(for: checks)
  }

  /// The names of the folders in the package's `Sources`: its library modules, one per folder.
  static func libraryModules(in package: URL) -> [String] {
    let sources = package.appendingPathComponent("Sources")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }
}
