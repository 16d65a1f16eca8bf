import Foundation

/// The top-level types of every documented module, read from the symbol graphs the compiler
/// writes, so a chapter's `HorizontalScroller` can link to its page.
struct SymbolIndex: Equatable {
  /// Module name → the names of its top-level types.
  private(set) var types: [String: Set<String>] = [:]

  /// The kinds of symbol that have a page a chapter would link to by name.
  static let linkedKinds: Set<String> = [
    "swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor",
    "swift.typealias",
  ]

  init(types: [String: Set<String>]) {
    self.types = types
  }

  /// Reads `<Module>.symbols.json` for each module from `folder`.
  init(symbolGraphsIn folder: URL, modules: [String]) throws {
    for module in modules {
      let file = folder.appendingPathComponent("\(module).symbols.json")
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
      types[module] = Set(
        graph.symbols
          .filter { $0.pathComponents.count == 1 && Self.linkedKinds.contains($0.kind.identifier) }
          .map { $0.pathComponents[0] })
    }
  }

  /// The module a page's type name links into.
  ///
  /// That is the module the page teaches when it has the name, otherwise the one module that
  /// does. A name two modules share, and the page's own module lacks, links nowhere rather than
  /// to a guess.
  func module(declaring name: String, preferring home: String?) -> String? {
    if let home, types[home]?.contains(name) == true { return home }
    let declaring = types.filter { $0.value.contains(name) }.map(\.key)
    return declaring.count == 1 ? declaring[0] : nil
  }
}

/// The few fields of a symbol graph file this site reads.
private struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable { var identifier: String }
    var kind: Kind
    var pathComponents: [String]
  }
  var symbols: [Symbol]
}
