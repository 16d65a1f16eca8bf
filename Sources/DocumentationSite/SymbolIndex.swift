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

  /// The top-level types of each module's own graph (`<Module>.symbols.json`).
  init(graphs: [String: SymbolGraph]) {
    for (module, graph) in graphs {
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
