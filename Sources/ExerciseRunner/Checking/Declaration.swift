import Foundation

/// One declaration of the learner's module, as the compiler lists it: a type, a member, a free
/// function, wherever the file puts it and however it is spelled.
///
/// A line pattern reads spellings; this reads what the compiler made of them. A free function
/// inside `#if DEBUG`, a type nested in the class, an extension in another file, an `init` or a
/// `subscript` split over lines: each is one `Declaration` with its place (``DeclarationsCheck``
/// reads them).
struct Declaration: Equatable, Sendable {
  /// How far a declaration is seen, from least to most.
  enum Access: Int, Comparable, Sendable {
    case `private`, `fileprivate`, `internal`, package, `public`, open

    /// The level as the symbol graph spells it; `nil` for one it does not know.
    init?(spelling: String) {
      switch spelling {
      case "private": self = .private
      case "fileprivate": self = .fileprivate
      case "internal": self = .internal
      case "package": self = .package
      case "public": self = .public
      case "open": self = .open
      default: return nil
      }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The names from the module's top level down: `["Logger", "log(_:)"]`.
  var path: [String]
  /// What it declares, as the symbol graph says it: `swift.method`, `swift.struct`...
  var kind: String
  /// How far it is seen: the narrowest of its own level and those of the types around it (a
  /// member of a `fileprivate` type is seen no further than its type).
  var access: Access
  /// Where the learner's file declares it.
  ///
  /// What the compiler wrote itself (a memberwise or
  /// `Codable` initializer, an operator from a protocol) is no declaration of the learner's and
  /// is not listed.
  var location: SourceLocation
  /// The types it takes, returns or holds, each as its unique name (USR): every type its
  /// declaration names (a parameter, a result, a closure that takes one, a key path into one,
  /// a property's type), and those its generic constraints or its extension's name
  /// (`where S.Element == Memento`, `extension Optional where Wrapped == Memento`).
  var takes: Set<String>
  /// The unique name (USR) of the declaration itself.
  var identifier: String
  /// For a type alias, the unique names of the types it names.
  var aliased: Set<String>
  /// The unique names of what it is a member of: its type, or the protocol whose extension
  /// declares it (`extension Identifiable where Self == Logger`), a default implementation
  /// included.
  var parents: Set<String> = []
  /// Whether it is a protocol's requirement, which a conforming type implements itself.
  var isRequirement = false
  /// The unique names of the types its extension is for (`where Self == Logger`).
  var constrainedTo: Set<String> = []
  /// Whether it keeps a value: a stored property, `static` or not, or a variable.
  ///
  /// The compiler writes a computed property's accessors in its declaration (`{ get }`), and
  /// none for a stored one. A property observed with `didSet` is written `{ get set }`, as a
  /// computed property with a setter is, so one that can be set counts as kept; so does a
  /// `lazy` one (`{ mutating get set }`), and a `private(set)` one, whose `{ get }` the compiler
  /// writes as plain text where a computed property's `get` is a keyword.
  var isKept = false
  /// Whether what it keeps is shared by every instance: a `static` stored property or a
  /// global, kept (``isKept``), that is no constant of a plain value (`static let firstID = 1`).
  var isShared = false

  /// The path written with dots, as a learner reads it: `Logger.log(_:)`.
  var name: String { path.joined(separator: ".") }
}

/// The declarations of an exercise's modules, read from the symbol graphs its build left.
struct DeclarationList: Equatable, Sendable {
  /// Every declaration the compiler reported, in the order of their places in the files.
  var declarations: [Declaration]
  /// For each type, by unique name, the protocols it conforms to and the class it inherits
  /// from, by theirs: a member of their extensions is a member of the type too.
  var supertypes: [String: Set<String>] = [:]
  /// For each class, by unique name, the class it inherits from, by its.
  var superclasses: [String: Set<String>] = [:]

  /// The declarations in the symbol graphs (`*.symbols.json`) in `folder` for `modules`, with
  /// their places relative to `package`.
  ///
  /// A module's graph and those of the extensions it makes to other modules' types
  /// (`Module@Swift.symbols.json`) are read together. The compiler writes an extension graph
  /// only for a module that extends another module's types, and removes none: one can be left
  /// from an earlier build, and a learner who took out an `extension Array` would still be
  /// told of it. Nor does its date say which build wrote it, as the compiler leaves a file
  /// whose contents would not change as it was. So a declaration from an extension graph is
  /// read only where its file still declares it (``isStillDeclared(_:in:)``).
  ///
  /// - Returns: `nil` when a module has no graph, or one that cannot be read.
  init?(graphsIn folder: URL, modules: [String], package: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var declarations: [Declaration] = []
    var supertypes: [String: Set<String>] = [:]
    var superclasses: [String: Set<String>] = [:]
    var sources: [String: [Substring]] = [:]
    for module in modules {
      let files = names.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }
      guard files.contains("\(module).symbols.json") else { return nil }
      for file in files.sorted() {
        guard
          let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
          let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data)
        else { return nil }
        let found = graph.declarations(relativeTo: package.standardizedFileURL.path)
        declarations +=
          file.contains("@")
          ? found.filter { Self.isStillDeclared($0, in: package, reading: &sources) } : found
        for relationship in graph.relationships ?? []
        where ["conformsTo", "inheritsFrom"].contains(relationship.kind) {
          supertypes[relationship.source, default: []].insert(relationship.target)
          if relationship.kind == "inheritsFrom" {
            superclasses[relationship.source, default: []].insert(relationship.target)
          }
        }
      }
    }
    // File by file, line by line, so the first one reported never varies.
    self.declarations = declarations.sorted { lhs, rhs in
      let left = (lhs.location.path, lhs.location.line, lhs.location.column)
      let right = (rhs.location.path, rhs.location.line, rhs.location.column)
      return left != right ? left < right : lhs.name < rhs.name
    }
    self.supertypes = supertypes
    self.superclasses = superclasses
  }

  /// Whether the file of `declaration`, in `package`, still has its name where the graph
  /// places it (the compiler places a declaration at its name: `log` in `func log(to:)`,
  /// `init` in `init(_:)`), counting columns in UTF-8 bytes as the compiler does.
  ///
  /// `sources` keeps the files already read, by path, so each is read once.
  static func isStillDeclared(
    _ declaration: Declaration, in package: URL, reading sources: inout [String: [Substring]]
  ) -> Bool {
    let path = declaration.location.path
    if sources[path] == nil {
      let file =
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appendingPathComponent(path)
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      sources[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    let lines = sources[path] ?? []
    let (line, column) = (declaration.location.line, declaration.location.column)
    guard line >= 1, line <= lines.count, column >= 1 else { return false }
    let bytes = lines[line - 1].utf8
    guard column - 1 <= bytes.count else { return false }
    let rest = String(decoding: bytes.dropFirst(column - 1), as: UTF8.self)
    let last = declaration.path.last ?? ""
    let name = last.firstIndex(of: "(").map { String(last[..<$0]) } ?? last
    return rest.hasPrefix(name) || rest.hasPrefix("`\(name)")
  }

  /// Whether the compiler wrote `declaration` itself: an initializer at its type's own place
  /// (a memberwise `init`, or the `init()` of a class with none).
  func isWrittenByTheCompiler(_ declaration: Declaration) -> Bool {
    declaration.kind == "swift.init"
      && declarations.contains {
        $0.path == declaration.path.dropLast() && $0.location == declaration.location
      }
  }

  /// A list of these declarations, as a test writes one.
  init(
    _ declarations: [Declaration], supertypes: [String: Set<String>] = [:],
    superclasses: [String: Set<String>] = [:]
  ) {
    self.declarations = declarations
    self.supertypes = supertypes
    self.superclasses = superclasses
  }
}

/// The part of a symbol graph (the compiler's `-emit-symbol-graph` JSON) that
/// ``DeclarationList`` reads.
struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable { var identifier: String }
    struct Identifier: Decodable { var precise: String }
    struct Location: Decodable {
      struct Position: Decodable { var line: Int, character: Int }
      var uri: String
      var position: Position
    }
    struct Fragment: Decodable {
      var kind: String
      var spelling: String
      var preciseIdentifier: String?
    }
    struct Extension: Decodable {
      struct Constraint: Decodable {
        var kind: String
        var lhs: String
        var rhsPrecise: String?
      }
      var constraints: [Constraint]?
    }
    struct Signature: Decodable {
      struct Parameter: Decodable { var declarationFragments: [Fragment]? }
      var parameters: [Parameter]?
    }
    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var accessLevel: String
    var location: Location?
    var declarationFragments: [Fragment]?
    var functionSignature: Signature?
    var swiftExtension: Extension?
    var swiftGenerics: Extension?
  }

  struct Relationship: Decodable {
    var kind: String
    var source: String
    var target: String
  }

  var symbols: [Symbol]
  var relationships: [Relationship]?

  func declarations(relativeTo package: String) -> [Declaration] {
    // A type's level bounds its members': find each path's own level first.
    var levels: [[String]: Declaration.Access] = [:]
    var parents: [String: Set<String>] = [:]
    var protocolOfRequirement: [String: String] = [:]
    for relationship in relationships ?? [] {
      switch relationship.kind {
      case "memberOf": parents[relationship.source, default: []].insert(relationship.target)
      case "requirementOf", "optionalRequirementOf":
        protocolOfRequirement[relationship.source] = relationship.target
      default: continue
      }
    }
    // A default implementation belongs to the protocol whose requirement it implements.
    for relationship in relationships ?? [] where relationship.kind == "defaultImplementationOf" {
      if let owner = protocolOfRequirement[relationship.target] {
        parents[relationship.source, default: []].insert(owner)
      }
    }
    for symbol in symbols {
      levels[symbol.pathComponents] = Declaration.Access(spelling: symbol.accessLevel) ?? .public
    }
    return symbols.compactMap { symbol -> Declaration? in
      // Operators and witnesses the compiler wrote from a protocol have no place, and
      // neither has a `Codable` initializer. A memberwise initializer the compiler wrote has its
      // type's place, and is listed: a struct whose fields all have values gets an `init()`
      // the whole module can call.
      guard let location = symbol.location, !symbol.identifier.precise.contains("::SYNTHESIZED::"),
        !Self.isLocal(symbol.identifier.precise)
      else { return nil }
      let path = symbol.pathComponents
      var access = Declaration.Access(spelling: symbol.accessLevel) ?? .public
      for depth in stride(from: path.count - 1, to: 0, by: -1) {
        if let outer = levels[Array(path.prefix(depth))] { access = min(access, outer) }
      }
      return Declaration(
        path: path, kind: symbol.kind.identifier, access: access,
        location: SourceLocation(
          path: Self.relativePath(location.uri, to: package),
          line: location.position.line + 1, column: location.position.character + 1),
        takes: symbol.takes, identifier: symbol.identifier.precise,
        aliased: symbol.kind.identifier == "swift.typealias"
          ? Set((symbol.declarationFragments ?? []).compactMap(\.preciseIdentifier)) : [],
        parents: parents[symbol.identifier.precise] ?? [],
        isRequirement: protocolOfRequirement[symbol.identifier.precise] != nil,
        constrainedTo: Set(
          (symbol.swiftExtension?.constraints ?? []).filter {
            $0.kind == "sameType" && $0.lhs == "Self"
          }.compactMap(\.rhsPrecise)),
        isKept: symbol.isKept,
        isShared: symbol.isKept
          && ["swift.type.property", "swift.var"].contains(symbol.kind.identifier)
          && !symbol.isPlainConstant)
    }
  }

  /// Whether the unique name `usr` is a local's.
  ///
  /// A name declared inside a closure is listed by the compiler (at the top level) when the
  /// closure sets a stored property up
  /// (`static let shared: Logger = { let logger = Logger(); return logger }()`, or a
  /// `[unowned self]` capture). Its mangled name has the initializer (`fi`) or the closure
  /// (`fU_`), then the local (`L_`, `L0_`).
  static func isLocal(_ usr: String) -> Bool {
    usr.contains(/(fi|f[Uu][0-9]*_).*L[0-9]*_/)
  }

  /// `uri`, a `file://` URL, as a path relative to the package's folder when it is inside.
  ///
  /// The compiler may name the file by its real path where the package was named through a
  /// link (macOS's `/tmp` is `/private/tmp`), so both are tried.
  static func relativePath(_ uri: String, to package: String) -> String {
    let url =
      URL(string: uri)
      ?? URL(fileURLWithPath: String(uri.dropFirst(uri.hasPrefix("file://") ? 7 : 0)))
    let real = URL(fileURLWithPath: package).resolvingSymlinksInPath().path
    for (path, folder) in [
      (url.standardizedFileURL.path, package), (url.resolvingSymlinksInPath().path, real),
    ] {
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    }
    return url.standardizedFileURL.path
  }
}

extension SymbolGraph.Symbol {
  /// Whether it is a stored property or variable (see ``Declaration/isKept``).
  var isKept: Bool {
    guard ["swift.property", "swift.type.property", "swift.var"].contains(kind.identifier)
    else { return false }
    let keywords = (declarationFragments ?? []).filter { $0.kind == "keyword" }.map(\.spelling)
    let text = (declarationFragments ?? []).map(\.spelling).joined()
    // A stored property whose setter is narrower (`private(set) var`) is written `{ get }` as
    // plain text; a computed one's `get` is a keyword.
    return !text.contains("{") || keywords.contains("set") || keywords.contains("lazy")
      || !keywords.contains("get")
  }

  /// The standard library's and Foundation's plain values, by unique name.
  ///
  /// Numbers, text, truth, and the collections and optionals of them: a `let` of these holds
  /// nothing that can change.
  static let plainValueTypes: Set<String> = [
    "s:Si", "s:Su", "s:s4Int8V", "s:s5Int16V", "s:s5Int32V", "s:s5Int64V", "s:s5UInt8V",
    "s:s6UInt16V", "s:s6UInt32V", "s:s6UInt64V", "s:Sd", "s:Sf", "s:Sb", "s:SS", "s:SJ",
    "s:Sa", "s:SD", "s:Sh", "s:Sq", "s:10Foundation7DecimalV",
  ]

  /// Whether it is a constant of a plain value.
  ///
  /// That is a `let` whose type names only ``plainValueTypes`` (`static let firstID = 1`,
  /// `let separator: String`), whatever its attributes (`@MainActor` is no type). A `let` of a class, a `Mutex` or an `Atomic` keeps what can
  /// change, and so does every `var`.
  var isPlainConstant: Bool {
    let fragments = declarationFragments ?? []
    let keywords = fragments.filter { $0.kind == "keyword" }.map(\.spelling)
    return keywords.contains("let") && !keywords.contains("var")
      && fragments.filter { $0.kind == "typeIdentifier" }.compactMap(\.preciseIdentifier)
        .allSatisfy(Self.plainValueTypes.contains)
  }

  /// The types a function, initializer, subscript or property takes, returns or holds: those
  /// its declaration, its parameters and its generic constraints name.
  var takes: Set<String> {
    let uses =
      functionSignature != nil
      || ["swift.property", "swift.type.property", "swift.var"].contains(kind.identifier)
    guard uses else { return [] }
    let parameters = (functionSignature?.parameters ?? []).flatMap {
      ($0.declarationFragments ?? []).compactMap(\.preciseIdentifier)
    }
    let constraints = (swiftGenerics?.constraints ?? []) + (swiftExtension?.constraints ?? [])
    return Set(
      (declarationFragments ?? []).compactMap(\.preciseIdentifier) + parameters
        + constraints.compactMap(\.rhsPrecise))
  }
}
