import BlueKit
import Foundation
import Testing

@testable import ExerciseRunner

/// How a `declaresOnly` check reads the compiler's list of declarations: what the compiler
/// writes in a symbol graph, and what each form of the check makes of it.
@Suite struct DeclarationListTests {
  /// Two files of one module, with what line patterns missed: a free function in `#if DEBUG`,
  /// a type nested in the class, an extension in another file, an overload, an `Int`
  /// initializer and a closure property that take the memento, and a type alias of it.
  static let browser = """
    final class Browser {
      struct Memento: Codable, Equatable {
        fileprivate var index: Int
      }
      private var index = 0
      func makeMemento() -> Memento { Memento(index: index) }
      func restore(from memento: Memento) { index = memento.index }
      func log(_ message: String) {}
      func log(_ messages: [String]) {}
      struct Nested { var x = 1 }
      private func clamped(_ memento: Memento) -> Int { memento.index }
    }

    #if DEBUG
    func makeBrowserForTests() -> Browser { Browser() }
    #endif
    """
  static let elsewhere = """
    typealias Snapshot = Browser.Memento
    extension Browser {
      func reset() {}
      var reader: @Sendable (Snapshot) -> Int { { _ in 0 } }
      var saved: Browser.Memento? { nil }
    }
    extension Int {
      init(_ memento: Browser.Memento) { self = 0 }
    }
    private func helper() {}
    extension Equatable where Self == Browser.Memento {
      var peek: Int { 0 }
    }
    extension Array where Element == Browser {
      func resetAll() {}
    }
    """

  /// The list the compiler gives for ``browser`` and ``elsewhere``, built as `kit check`
  /// builds: with `DEBUG` defined and private declarations listed.
  static func compiledList(
    _ files: [String: String] = ["Browser.swift": browser, "Elsewhere.swift": elsewhere]
  ) throws -> DeclarationList {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-declarations-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources/Sample")
    let graphs = folder.appendingPathComponent("graphs")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    // The compiler's own temporary folders go with the fixture, not into the system's.
    let temporary = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let result = try Subprocess.run(
      [
        "swiftc", "-parse-as-library", "-swift-version", "6", "-D", "DEBUG",
        "-module-name", "Sample", "-emit-module",
        "-emit-module-path", folder.appendingPathComponent("Sample.swiftmodule").path,
        "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path,
        "-symbol-graph-minimum-access-level", "private",
        "-module-cache-path", folder.appendingPathComponent("ModuleCache").path,
      ] + files.keys.sorted().map { sources.appendingPathComponent($0).path },
      environment: ["TMPDIR": temporary.path])
    #expect(result?.succeeded == true, "\(result?.output ?? "stopped")")
    return try #require(
      DeclarationList(graphsIn: graphs, modules: ["Sample"], package: folder))
  }

  @Test func theCompilersListHasEveryDeclarationWithItsPlaceAndNothingItWroteItself() throws {
    let list = try Self.compiledList()
    let listed = list.declarations.map { "\($0.location) \($0.name) \($0.access)" }
    #expect(
      listed == [
        "Sources/Sample/Browser.swift:1:13 Browser internal",
        "Sources/Sample/Browser.swift:1:13 Browser.init() internal",
        "Sources/Sample/Browser.swift:2:10 Browser.Memento internal",
        "Sources/Sample/Browser.swift:2:10 Browser.Memento.init(index:) fileprivate",
        "Sources/Sample/Browser.swift:3:21 Browser.Memento.index fileprivate",
        "Sources/Sample/Browser.swift:5:15 Browser.index private",
        "Sources/Sample/Browser.swift:6:8 Browser.makeMemento() internal",
        "Sources/Sample/Browser.swift:7:8 Browser.restore(from:) internal",
        "Sources/Sample/Browser.swift:8:8 Browser.log(_:) internal",
        "Sources/Sample/Browser.swift:9:8 Browser.log(_:) internal",
        "Sources/Sample/Browser.swift:10:10 Browser.Nested internal",
        "Sources/Sample/Browser.swift:10:10 Browser.Nested.init() internal",
        "Sources/Sample/Browser.swift:10:10 Browser.Nested.init(x:) internal",
        "Sources/Sample/Browser.swift:10:23 Browser.Nested.x internal",
        "Sources/Sample/Browser.swift:11:16 Browser.clamped(_:) private",
        "Sources/Sample/Browser.swift:15:6 makeBrowserForTests() internal",
        "Sources/Sample/Elsewhere.swift:1:11 Snapshot internal",
        "Sources/Sample/Elsewhere.swift:3:8 Browser.reset() internal",
        "Sources/Sample/Elsewhere.swift:4:7 Browser.reader internal",
        "Sources/Sample/Elsewhere.swift:5:7 Browser.saved internal",
        "Sources/Sample/Elsewhere.swift:8:3 Int.init(_:) internal",
        "Sources/Sample/Elsewhere.swift:10:14 helper() private",
        "Sources/Sample/Elsewhere.swift:12:7 Equatable.peek internal",
        "Sources/Sample/Elsewhere.swift:15:8 Array.resetAll() internal",
      ],
      """
      the initializers the compiler wrote are there, at their type's place; no Codable or \
      Equatable member it wrote
      """)
  }

  @Test func aScopesMembersAreReadWhereverTheyAreDeclaredAndAnOverloadCounts() throws {
    let list = try Self.compiledList()
    var check = StructureCheck(
      name: "Browser offers nothing more", kind: .declaresOnly, scope: "Browser",
      allows: ["init()", "Memento", "makeMemento()", "restore(from:)", "log(_:)"],
      requirement: "r")
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.log(_:)",
          at: SourceLocation(path: "Sources/Sample/Browser.swift", line: 9, column: 8)),
      "the second log(_:) is one more declaration")
    check.allows? += ["log(_:)"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.Nested",
          at: SourceLocation(path: "Sources/Sample/Browser.swift", line: 10, column: 10)))
    check.allows? += ["Nested"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.reset()",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 3, column: 8)),
      "an extension in another file declares members too")
    check.allows? += ["reset()", "reader", "saved"]
    #expect(check.declarationVerdict(in: list) == .held, "private members are the type's own")
    check.countsPrivate = true
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.index",
          at: SourceLocation(path: "Sources/Sample/Browser.swift", line: 5, column: 15)))
  }

  @Test func aFilesTopLevelIncludesWhatAnIfBlockDeclares() throws {
    let list = try Self.compiledList()
    var check = StructureCheck(
      name: "Browser.swift declares Browser alone", kind: .declaresOnly,
      file: "Sources/Sample/Browser.swift", allows: ["Browser"], countsPrivate: true,
      requirement: "r")
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "makeBrowserForTests()",
          at: SourceLocation(path: "Sources/Sample/Browser.swift", line: 15, column: 6)))
    check.allows? += ["makeBrowserForTests()"]
    #expect(check.declarationVerdict(in: list) == .held, "the other file's are not read")
    check.file = "Sources/Sample/Elsewhere.swift"
    check.allows = ["Snapshot"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.reset()",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 3, column: 8)),
      "what an extension declares is declared beside the file's types")
    check.allows? += ["Browser", "Int"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "helper()",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 10, column: 14)),
      "a private free function is counted when the check counts private ones")
    check.allows? += ["helper()"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Equatable.peek",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 12, column: 7)),
      "an extension of a protocol declares beside the file's types too")
    check.allows? += ["Equatable", "Array"]
    #expect(check.declarationVerdict(in: list) == .held)
  }

  @Test func aProtocolExtensionForTheTypeLendsItMembers() throws {
    let list = try Self.compiledList()
    let check = StructureCheck(
      name: "The memento offers nothing", kind: .declaresOnly, scope: "Browser.Memento",
      allows: [], requirement: "r")
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Equatable.peek",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 12, column: 7)),
      "extension Equatable where Self == Browser.Memento gives every memento a peek")
  }

  @Test func whatTakesATypeIsFoundThroughAliasesClosuresAndOtherModulesTypes() throws {
    let list = try Self.compiledList()
    var check = StructureCheck(
      name: "Only restore(from:) takes a memento", kind: .declaresOnly,
      taking: "Browser.Memento", allows: ["Browser.restore(from:)"], requirement: "r")
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.makeMemento()",
          at: SourceLocation(path: "Sources/Sample/Browser.swift", line: 6, column: 8)),
      "a function that returns one uses it too")
    check.allows? += ["Browser.makeMemento()"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.reader",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 4, column: 7)),
      "a closure property that takes a Snapshot, the memento's alias, takes a memento")
    check.allows? += ["Browser.reader"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.saved",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 5, column: 7)),
      "a property that holds one, even an optional one")
    check.allows? += ["Browser.saved"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Int.init(_:)",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 8, column: 3)),
      "an Int initializer in another file")
    check.allows? += ["Int.init(_:)"]
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Equatable.peek",
          at: SourceLocation(path: "Sources/Sample/Elsewhere.swift", line: 12, column: 7)),
      "an extension where Self == Browser.Memento")
    check.allows? += ["Equatable.peek"]
    #expect(check.declarationVerdict(in: list) == .held, "a private helper is left out")
    check.countsPrivate = true
    #expect(
      check.declarationVerdict(in: list)
        == .declared(
          name: "Browser.clamped(_:)",
          at: SourceLocation(path: "Sources/Sample/Browser.swift", line: 11, column: 16)))
  }

  /// A memento reached through a generic constraint, an extension of `Optional` for it, or a
  /// closure a function returns, is used all the same.
  @Test func aTypeUsedThroughGenericsExtensionsAndReturnedClosuresIsFound() throws {
    let list = try Self.compiledList([
      "Browser.swift": """
      final class Browser { struct Memento { fileprivate var index = 0 } }
      extension Optional where Wrapped == Browser.Memento { var peek: Int? { nil } }
      func indices<S: Sequence>(of mementos: S) -> [Int] where S.Element == Browser.Memento {
        []
      }
      func reader() -> (Browser.Memento) -> Int { { _ in 0 } }
      """
    ])
    var check = StructureCheck(
      name: "Nothing uses a memento", kind: .declaresOnly, taking: "Browser.Memento",
      allows: [], requirement: "r")
    for (name, line, column) in [
      ("Optional.peek", 2, 59), ("indices(of:)", 3, 6), ("reader()", 6, 6),
    ] {
      #expect(
        check.declarationVerdict(in: list)
          == .declared(
            name: name,
            at: SourceLocation(path: "Sources/Sample/Browser.swift", line: line, column: column)))
      check.allows? += [name]
    }
    #expect(check.declarationVerdict(in: list) == .held)
  }

  /// The compiler lists the names a closure declares when the closure sets a stored property
  /// up; they are the closure's locals, no declaration of the file.
  @Test func aClosuresLocalsAreNoDeclarations() throws {
    let list = try Self.compiledList([
      "Screen.swift": """
      @MainActor final class Screen {
        static let shared: Screen = { let screen = Screen(); return screen }()
        private lazy var count: () -> Int = { [unowned self] in self.size }
        private let size = 0
      }
      private let limit = 1
      """
    ])
    #expect(
      list.declarations.map(\.name) == [
        "Screen", "Screen.init()", "Screen.shared", "Screen.count", "Screen.size", "limit",
      ])
  }

  /// A type's work done in another file through a superclass, or through a protocol's
  /// extension for that type alone, is still the type's; a protocol's extension for every
  /// conforming type is the protocol's.
  @Test func aTypeDeclaredInItsFileAloneKeepsItsInheritedWorkThereToo() throws {
    let check = StructureCheck(
      name: "Screen is declared in Screen.swift alone", kind: .declaresOnly, scope: "Screen",
      declaredIn: "Sources/Sample/Screen.swift", requirement: "r")
    let inherited = try Self.compiledList([
      "Screen.swift": "final class Screen: Base {}\n",
      "Other.swift": "class Base {\n  func draw() {}\n}\n",
    ])
    #expect(
      check.declarationVerdict(in: inherited)
        == .declaredElsewhere(
          name: "Base.draw()",
          at: SourceLocation(path: "Sources/Sample/Other.swift", line: 2, column: 8),
          file: "Sources/Sample/Screen.swift"),
      "the learner's method is reported, not the init() the compiler wrote at Base's place")
    let empty = try Self.compiledList([
      "Screen.swift": "final class Screen: Base {}\n", "Other.swift": "class Base {}\n",
    ])
    #expect(
      check.declarationVerdict(in: empty)
        == .declaredElsewhere(
          name: "Base.init()",
          at: SourceLocation(path: "Sources/Sample/Other.swift", line: 1, column: 7),
          file: "Sources/Sample/Screen.swift"),
      "with nothing else to report, the compiler's init() still fails the check")
    let extended = try Self.compiledList([
      "Screen.swift": "protocol Part {}\nfinal class Screen: Part {}\n",
      "Other.swift": """
      extension Part {
        func shared() {}
      }
      extension Part where Self == Screen {
        func draw() {}
      }
      """,
    ])
    #expect(
      check.declarationVerdict(in: extended)
        == .declaredElsewhere(
          name: "Part.draw()",
          at: SourceLocation(path: "Sources/Sample/Other.swift", line: 5, column: 8),
          file: "Sources/Sample/Screen.swift"))
    let own = try Self.compiledList([
      "Screen.swift": "protocol Part {}\nfinal class Screen: Part {}\n",
      "Other.swift": "extension Part {\n  func shared() {}\n}\n",
    ])
    #expect(check.declarationVerdict(in: own) == .held)
  }

  /// What a `keeps` check reads: every stored property and variable, a private, a `static`, a
  /// `lazy` and an observed one too, at any depth; never a computed property or a function.
  @Test func whatIsKeptIsEveryStoredPropertyAndVariableAtAnyLevel() throws {
    let list = try Self.compiledList([
      "Frame.swift": """
      struct Frame {
        let wrapped: [String]
        var width: Int { wrapped.count }
        func drawn() -> [String] { wrapped }
        private enum Memo { nonisolated(unsafe) static var drawn: [[String]: [String]] = [:] }
      }
      final class Box {
        private var lastDrawn: [String]? = nil
        lazy var height: Int = 0
        var observed = 0 { didSet {} }
        private(set) var lastTotal = 0
        var computed: Int { get { 1 } set {} }
      }
      nonisolated(unsafe) private var framedBefore = 0
      """
    ])
    #expect(
      list.declarations.filter(\.isKept).map(\.name) == [
        "Frame.wrapped", "Frame.Memo.drawn", "Box.lastDrawn", "Box.height", "Box.observed",
        "Box.lastTotal", "Box.computed", "framedBefore",
      ], "a computed property with a setter cannot be told from an observed one: both count")
    let frame = StructureCheck(
      name: "Frame keeps what it wraps", kind: .declaresOnly, scope: "Frame",
      allows: ["wrapped"], keeps: true, requirement: "r")
    #expect(
      frame.declarationVerdict(in: list)
        == .declared(
          name: "Frame.Memo.drawn",
          at: SourceLocation(path: "Sources/Sample/Frame.swift", line: 5, column: 54)))
    let file = StructureCheck(
      name: "Frame.swift keeps nothing drawn", kind: .declaresOnly,
      file: "Sources/Sample/Frame.swift",
      allows: [
        "Frame.wrapped", "Frame.Memo.drawn", "Box.lastDrawn", "Box.height", "Box.observed",
        "Box.lastTotal", "Box.computed",
      ], keeps: true, requirement: "r")
    #expect(
      file.declarationVerdict(in: list)
        == .declared(
          name: "framedBefore",
          at: SourceLocation(path: "Sources/Sample/Frame.swift", line: 14, column: 33)))
    var all = file
    all.allows = (file.allows ?? []) + ["framedBefore"]
    #expect(all.declarationVerdict(in: list) == .held)
    let verdict = frame.declarationVerdict(in: list)
    #expect(
      frame.failure(for: verdict)?.message
        == "your code keeps a value in `Frame.Memo.drawn`, a stored property the README does not "
        + "list")
    #expect(
      frame.failure(for: verdict, in: .simplifiedChinese)?.message
        == "你的代码在 `Frame.Memo.drawn` 里保存了值，而 README 并没有列出这个存储属性")
    let malformed = StructureCheck(
      name: "n", kind: .declaresOnly, taking: "A", allows: [], keeps: true, requirement: "r")
    #expect(
      malformed.declarationFieldProblems(title: "t") == [
        "t has both \"keeps\" and \"taking\": it reads what is stored, not what takes a type",
        "t has \"keeps\" but neither a \"scope\" nor a \"file\" to read",
      ])
  }

  @Test func whatIsSharedIsAStaticOrGlobalThatCanChangeHoweverItIsSpelled() throws {
    let list = try Self.compiledList([
      "Center.swift": """
      import Synchronization
      private final class Counter: @unchecked Sendable { var next = 0 }
      private let firstTokenID = 1
      private let (sharedCounter, _) = (Counter(), 0)
      final class Center {
        private var subscriptionCount = 0
        private let issuer = Counter()
        static let separator = ", "
        private static let limits: [String: Int] = [:]
        private static
        let splitCounter = Counter()
        private static let (tupleCounter, _) = (Counter(), 1)
        private static let lock = Mutex(0)
        nonisolated(unsafe) static var next = 0
        static var computed: Int { 1 }
      }
      @MainActor enum Marks { static let selected = "> " }
      """
    ])
    #expect(
      list.declarations.filter(\.isShared).map(\.name) == [
        "sharedCounter", "Center.splitCounter", "Center.tupleCounter", "Center.lock", "Center.next",
      ], "an instance's own count, a constant of a plain value and a computed one are not shared")
    let shared = StructureCheck(
      name: "Each centre keeps its own count", kind: .declaresOnly,
      file: "Sources/Sample/Center.swift", allows: [], keeps: true, shared: true,
      requirement: "r")
    let verdict = shared.declarationVerdict(in: list)
    #expect(
      verdict
        == .declared(
          name: "sharedCounter",
          at: SourceLocation(path: "Sources/Sample/Center.swift", line: 4, column: 14)))
    #expect(
      shared.failure(for: verdict)?.message
        == "your code keeps `sharedCounter` in a `static` property or a global, shared by every "
        + "instance")
    #expect(
      shared.failure(for: verdict, in: .simplifiedChinese)?.message
        == "你的代码把 `sharedCounter` 放在了 `static` 属性或全局变量里，所有实例共用这一份")
    var allowed = shared
    allowed.allows = [
      "sharedCounter", "Center.splitCounter", "Center.tupleCounter", "Center.lock", "Center.next",
    ]
    #expect(allowed.declarationVerdict(in: list) == .held)
    let malformed = StructureCheck(
      name: "n", kind: .declaresOnly, file: "F.swift", allows: [], shared: true,
      requirement: "r")
    #expect(
      malformed.declarationFieldProblems(title: "t") == [
        "t has \"shared\" without \"keeps\": it narrows what is kept to what is shared"
      ])
  }

  @Test func aCheckNeedsWhatItAllowsAndOneScope() {
    let both = StructureCheck(
      name: "n", kind: .declaresOnly, scope: "A", taking: "A.B", requirement: "r")
    #expect(
      both.declarationFieldProblems(title: "declaresOnly[0]") == [
        "declaresOnly[0] (declaresOnly) needs \"allows\", the names it lets through ([] for none)",
        "declaresOnly[0] has both \"scope\" and \"taking\": it reads a scope's members or what "
          + "takes a type, not both",
      ])
    let empty = StructureCheck(
      name: "n", kind: .declaresOnly, scope: "A..B", allows: [" "], requirement: "r")
    #expect(
      empty.declarationFieldProblems(title: "t") == [
        "t has a \"scope\", \"A..B\", that names no type", "t allows an empty name",
      ])
  }

  /// A graph with one method, `Type.name()`, declared on line 1 of `file` in `folder`.
  static func graph(_ type: String, _ name: String, file: URL) -> Data {
    let symbol = """
      {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:\(type)\(name)"},
       "pathComponents": ["\(type)", "\(name)()"], "accessLevel": "internal",
       "location": {"uri": "\(file.absoluteString)", "position": {"line": 0, "character": 5}}}
      """
    return Data("{\"symbols\": [\(symbol)], \"relationships\": []}".utf8)
  }

  /// The compiler writes `Sample@Swift.symbols.json` only for a module that extends a type of
  /// Swift's, and never removes it: what it lists is read only where the file still has it.
  @Test func anExtensionGraphLeftFromAnEarlierBuildIsNotBelieved() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-stale-graphs-\(UUID().uuidString)")
    let file = folder.appendingPathComponent("Sources/Sample/Sample.swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.graph("Sample", "run", file: file)
      .write(to: folder.appendingPathComponent("Sample.symbols.json"))
    try Self.graph("Array", "resetAll", file: file)
      .write(to: folder.appendingPathComponent("Sample@Swift.symbols.json"))
    let names = {
      DeclarationList(graphsIn: folder, modules: ["Sample"], package: folder)?
        .declarations.map(\.name)
    }
    try "func resetAll() {}\n".write(to: file, atomically: true, encoding: .utf8)
    #expect(names() == ["Array.resetAll()", "Sample.run()"], "the file still declares it")
    try "func other() {}\n".write(to: file, atomically: true, encoding: .utf8)
    #expect(names() == ["Sample.run()"], "the learner took it out; the module's own is current")
  }

  /// The compiler names a file by its real path; the package may be named through a link.
  @Test func aFilesPlaceIsInThePackageWhicheverPathNamesIt() throws {
    let real = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-real-\(UUID().uuidString)")
    let link = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    defer {
      try? FileManager.default.removeItem(at: link)
      try? FileManager.default.removeItem(at: real)
    }
    let uri = real.appendingPathComponent("Sources/Sample/Sample.swift").absoluteString
    #expect(SymbolGraph.relativePath(uri, to: link.path) == "Sources/Sample/Sample.swift")
    #expect(SymbolGraph.relativePath(uri, to: real.path) == "Sources/Sample/Sample.swift")
    #expect(
      SymbolGraph.relativePath("file:///elsewhere/A.swift", to: real.path) == "/elsewhere/A.swift")
  }

  @Test func aModuleWithoutAGraphHasNoList() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-no-graphs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(DeclarationList(graphsIn: folder, modules: ["Sample"], package: folder) == nil)
    try Data("{".utf8).write(to: folder.appendingPathComponent("Sample.symbols.json"))
    #expect(
      DeclarationList(graphsIn: folder, modules: ["Sample"], package: folder) == nil,
      "a graph cut short is no list either")
  }
}

/// Declaration checks of an ordinary exercise in `kit check`: read once the tests pass, and
/// reported like a failed test, with the declaration's place and the README's words.
@Suite struct DeclaresOnlyCheckTests {
  /// A checker whose tests pass, and whose build declared `declarations`.
  final class Declaring: ExerciseChecker {
    let list: DeclarationList?
    init(_ list: DeclarationList?) { self.list = list }
    func check(packageAt folder: URL) -> CheckOutcome { .passed(testCount: 2) }
    func declarations(ofPackageAt folder: URL) throws(CheckError) -> DeclarationList {
      guard let list else { throw .noDeclarationList(module: "First") }
      return list
    }
  }

  static func declaration(_ path: [String], line: Int, access: Declaration.Access = .internal)
    -> Declaration
  {
    Declaration(
      path: path, kind: "swift.method", access: access,
      location: SourceLocation(path: "Sources/First/First.swift", line: line, column: 8),
      takes: [], identifier: path.joined(separator: "."), aliased: [])
  }

  static let offersNothingMore = DeclaresOnlyCheck(
    name: "Logger offers log and nothing more", scope: "Logger", allows: ["log(_:)"],
    requirement: "It offers `log(_:)` and nothing more", keptByStarter: true,
    translations: [
      "zh-Hans": StructureCheckTranslation(
        name: "Logger 只提供 log", requirement: "它只提供 `log(_:)`，别无其他")
    ])

  func exercises() throws -> TemporaryExercises {
    var standard = TemporaryExercises.standard
    standard[0].declaresOnly = [Self.offersNothingMore]
    standard[0].translations = nil
    let exercises = try TemporaryExercises(standard)
    try exercises.write(
      "# first-one\n\nIt offers `log(_:)` and nothing more.\n", to: "01-first-one/README.md")
    return exercises
  }

  @Test func aDeclarationTheCheckDoesNotAllowFailsLikeATestWithItsPlace() throws {
    let exercises = try exercises()
    let list = DeclarationList([
      Self.declaration(["Logger"], line: 1),
      Self.declaration(["Logger", "log(_:)"], line: 2),
      Self.declaration(["Logger", "messages"], line: 3, access: .private),
      Self.declaration(["Logger", "reset()"], line: 9),
    ])
    let result = exercises.run(["check", "first-one"], checker: Declaring(list))
    #expect(result.status == .failure)
    #expect(
      result.output.hasPrefix(
        """
        Checking 1 first-one...
        FAIL  first-one: all 2 tests pass, but the check fails.

          Logger offers log and nothing more  (Exercises/01-first-one/Sources/First/First.swift:9:8)
            your code declares `Logger.reset()`, which the README does not list
            -> the README asks for this: "It offers `log(_:)` and nothing more"
        """), "\(result.output)")
    #expect(exercises.progress.done.isEmpty)
    let kept = DeclarationList(Array(list.declarations.prefix(3)))
    let passed = exercises.run(["check", "first-one"], checker: Declaring(kept))
    #expect(passed.status == .success, "a private member is the type's own business")
    #expect(passed.output.contains("PASS  first-one: all 2 tests pass, and the check holds."))
  }

  @Test func noListOfDeclarationsIsNoPass() throws {
    let exercises = try exercises()
    let result = exercises.run(["check", "first-one"], checker: Declaring(nil))
    #expect(result.status != .success)
    #expect(
      result.output.contains(
        "the build left no list of First's declarations (its symbol graph); check again"),
      "\(result.output)")
    #expect(exercises.progress.done.isEmpty)
  }
}
