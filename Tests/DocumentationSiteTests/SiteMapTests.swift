import Foundation
import Testing

@testable import DocumentationSite

/// Every library module has a catalog in the site, every chapter a module it teaches.
@Suite struct SiteMapTests {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyDocumentedModuleHasExactlyOneCatalog() throws {
    for module in SiteMap.modules {
      let folder = root.appendingPathComponent("Sources/\(module.name)")
      let catalogs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".docc") }
      #expect(catalogs.count == 1, "Sources/\(module.name) needs one .docc catalog")
    }
  }

  @Test func everyModuleWithACatalogIsInTheSite() throws {
    let sources = root.appendingPathComponent("Sources")
    let documented = Set(SiteMap.modules.map(\.name))
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let contents =
        (try? FileManager.default.contentsOfDirectory(
          atPath: sources.appendingPathComponent(module).path)) ?? []
      if contents.contains(where: { $0.hasSuffix(".docc") }) {
        #expect(documented.contains(module), "\(module) has a catalog the site does not build")
      }
    }
  }

  @Test func everyChapterTheSiteMapNamesExists() {
    for chapter in SiteMap.modules.flatMap(\.chapters) {
      let path = root.appendingPathComponent("Tutorials/\(chapter)").path
      #expect(FileManager.default.fileExists(atPath: path), "\(chapter)")
    }
  }

  @Test func articlesAreNamedForTheirPage() {
    #expect(SiteMap.articleName(ofPage: "05-Adapter.md", chinese: false) == "05-Adapter")
    #expect(SiteMap.articleName(ofPage: "10-The-App.md", chinese: true) == "10-The-App-zh-Hans")
    #expect(SiteMap.articleName(ofPage: "README.md", chinese: false) == "LearningPath")
    #expect(SiteMap.articleName(ofPage: "README.md", chinese: true) == "LearningPath-zh-Hans")
  }

  @Test func aChapterTeachesItsModule() {
    #expect(SiteMap.module(teaching: "05-Adapter.md") == "Adapter")
    #expect(SiteMap.module(teaching: "10-The-App.md") == "BlueLibrary")
    #expect(SiteMap.module(teaching: "Glossary.md") == nil)
  }
}
