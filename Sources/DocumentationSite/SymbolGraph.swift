import Foundation

/// The few fields of a symbol graph file (`<Module>.symbols.json`) the site reads: each public
/// symbol's kind, path and identifier, and whether it has a documentation comment.
struct SymbolGraph: Decodable, Equatable {
  struct Symbol: Decodable, Equatable {
    struct Kind: Decodable, Equatable { var identifier: String }
    struct Identifier: Decodable, Equatable { var precise: String }
    /// Present when the declaration has a `///` comment (or inherits its requirement's).
    struct DocComment: Decodable, Equatable {}

    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var docComment: DocComment?

    /// Whether the compiler wrote it (`hash(into:)` for an enum with raw values): nobody can
    /// give it a comment.
    var isSynthesized: Bool { identifier.precise.contains("::SYNTHESIZED::") }
  }

  var symbols: [Symbol]

  /// Reads a symbol graph file.
  init(contentsOf file: URL) throws {
    self = try JSONDecoder().decode(Self.self, from: Data(contentsOf: file))
  }

  /// The public symbols written by hand with no documentation comment, as dotted paths
  /// (`Album.title`).
  var undocumented: [String] {
    symbols.filter { $0.docComment == nil && !$0.isSynthesized }
      .map { $0.pathComponents.joined(separator: ".") }
  }
}
