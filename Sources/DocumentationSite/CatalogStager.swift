import Foundation

/// Lays out the one catalog `docc convert` reads, under the output folder.
///
/// It holds every module's catalog, every page of `Tutorials/` as an article, and the landing
/// page. Nothing under `Sources/` or `Tutorials/` is written.
struct CatalogStager {
  let root: URL
  let symbolGraphs: URL
  let output: URL

  private var files: FileManager { .default }

  /// Stages the catalog and returns its folder; fails when a public symbol has no documentation
  /// comment, since its page would be empty.
  func stage() throws -> URL {
    var graphs: [String: SymbolGraph] = [:]
    var undocumented: [String] = []
    for file in try files.contentsOfDirectory(atPath: symbolGraphs.path).sorted()
    where file.hasSuffix(".symbols.json") {
      let graph = try SymbolGraph(contentsOf: symbolGraphs.appendingPathComponent(file))
      let module = String(file.dropLast(".symbols.json".count))
      if SiteMap.modules.contains(where: { $0.name == module }) { graphs[module] = graph }
      undocumented += graph.undocumented.map { "\(module): \($0)" }
    }
    guard undocumented.isEmpty else { throw SiteError.undocumented(undocumented) }
    let index = SymbolIndex(graphs: graphs)
    let catalog = output.appendingPathComponent("BlueLibraryPatterns.docc")
    try? files.removeItem(at: catalog)
    try files.createDirectory(at: catalog, withIntermediateDirectories: true)
    for module in SiteMap.modules {
      try files.copyItem(
        at: try sourceCatalog(of: module.name),
        to: catalog.appendingPathComponent("Modules/\(module.name)"))
    }
    let articles = catalog.appendingPathComponent("Articles")
    try files.createDirectory(at: articles, withIntermediateDirectories: true)
    var pages: [String] = []
    for page in try tutorialPages() {
      for chinese in [false, true] {
        let source = root.appendingPathComponent(
          chinese ? "Tutorials/\(SiteMap.chineseFolder)/\(page)" : "Tutorials/\(page)")
        guard files.fileExists(atPath: source.path) else { continue }
        let article = ChapterArticle(
          markdown: try String(contentsOf: source, encoding: .utf8), fileName: page,
          chinese: chinese, symbols: index)
        let name = SiteMap.articleName(ofPage: page, chinese: chinese)
        try article.text.write(
          to: articles.appendingPathComponent("\(name).md"), atomically: true, encoding: .utf8)
        pages.append(name)
      }
    }
    try LandingPage(articles: pages).text.write(
      to: catalog.appendingPathComponent("BlueLibraryPatterns.md"), atomically: true,
      encoding: .utf8)
    return catalog
  }

  /// The one `.docc` folder in `Sources/<module>/`.
  private func sourceCatalog(of module: String) throws -> URL {
    let folder = root.appendingPathComponent("Sources/\(module)")
    let catalogs =
      (try? files.contentsOfDirectory(atPath: folder.path))?
      .filter { $0.hasSuffix(".docc") } ?? []
    guard catalogs.count == 1 else { throw SiteError.noCatalog(module: module) }
    return folder.appendingPathComponent(catalogs[0])
  }

  /// The markdown pages at the top of `Tutorials/`, by file name.
  private func tutorialPages() throws -> [String] {
    try files.contentsOfDirectory(atPath: root.appendingPathComponent("Tutorials").path)
      .filter { $0.hasSuffix(".md") }.sorted()
  }
}
