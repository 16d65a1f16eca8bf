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

  /// The declarations of the package's library modules, from the symbol graphs its last
  /// `check(packageAt:)` had the compiler write.
  func declarations(ofPackageAt folder: URL) throws(CheckError) -> DeclarationList {
    let folder = folder.standardizedFileURL
    let scratch = buildFolder.standardizedFileURL.appendingPathComponent(folder.lastPathComponent)
    let modules = Self.libraryModules(in: folder)
    guard
      let list = DeclarationList(
        graphsIn: Self.symbolGraphFolder(in: scratch), modules: modules, package: folder)
    else {
      throw .noDeclarationList(module: modules.joined(separator: ", "))
    }
    return list
  }

  /// Where the compiler writes the symbol graphs of a package built in `scratch`.
  static func symbolGraphFolder(in scratch: URL) -> URL {
    scratch.appendingPathComponent("symbol-graphs")
  }

  /// The names of the folders in the package's `Sources`: its library modules, one per folder.
  static func libraryModules(in package: URL) -> [String] {
    let sources = package.appendingPathComponent("Sources")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }
}
