import Foundation
import Testing

@testable import DocumentationSite

/// A public symbol with no `///` comment fails the site; what the compiler wrote does not.
@Suite struct SymbolGraphTests {
  func graph(_ symbols: String) throws -> SymbolGraph {
    try JSONDecoder().decode(SymbolGraph.self, from: Data(#"{"symbols": [\#(symbols)]}"#.utf8))
  }

  func symbol(_ path: [String], kind: String = "swift.struct", precise: String = "s:1", doc: Bool)
    -> String
  {
    let pathJSON = path.map { "\"\($0)\"" }.joined(separator: ",")
    let comment = doc ? #", "docComment": {"lines": [{"text": "Documented."}]}"# : ""
    return """
      {"kind": {"identifier": "\(kind)"}, "identifier": {"precise": "\(precise)"},
       "pathComponents": [\(pathJSON)]\(comment)}
      """
  }

  @Test func aSymbolWithoutACommentIsNamedByItsPath() throws {
    let graph = try graph(
      [
        symbol(["Album"], doc: true),
        symbol(["Album", "title"], kind: "swift.property", doc: false),
      ].joined(separator: ","))
    #expect(graph.undocumented == ["Album.title"])
  }

  @Test func whatTheCompilerSynthesizedNeedsNoComment() throws {
    let graph = try graph(
      symbol(
        ["AppExitStatus", "hash(into:)"], kind: "swift.method",
        precise: "s:SYsSH4hash::SYNTHESIZED::s:11BlueLibrary13AppExitStatusO", doc: false))
    #expect(graph.undocumented == [])
  }

  @Test func theIndexKeepsTopLevelTypesOnly() throws {
    let graph = try graph(
      [
        symbol(["Album"], doc: true),
        symbol(["Album", "title"], kind: "swift.property", doc: true),
        symbol(["cacheFileName(forKey:)"], kind: "swift.func", doc: true),
        symbol(["KeyValueStore"], kind: "swift.protocol", doc: true),
      ].joined(separator: ","))
    #expect(
      SymbolIndex(graphs: ["MVC": graph])
        == SymbolIndex(types: ["MVC": ["Album", "KeyValueStore"]]))
  }
}
