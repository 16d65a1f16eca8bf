import BlueKit
import Foundation
import Testing

@testable import ExerciseRunner

/// How a mention check reads a file: a signature wrapped over lines is read whole, and a check
/// of the file's top level reads its own declarations however indented, and no member.
@Suite struct LogicalLineTests {
  @Test func aSignatureWrappedAfterAParameterIsReadAsOneLine() {
    let lines = [
      "  func addAlbum(_ album: Album,",
      "                at index: Int) throws {",
      "    body()",
      "  }",
    ]
    let logical = lines.logicalLines
    #expect(
      logical.map(\.text) == [
        "  func addAlbum(_ album: Album, at index: Int) throws {", "    body()", "  }",
      ])
    let text = logical[0].text
    let at = text.distance(
      from: text.startIndex, to: text.firstRange(of: "at index")?.lowerBound ?? text.endIndex)
    #expect(logical[0].location(ofCharacterAt: at) == (2, 17), "the column the file has it at")
    #expect(logical[0].location(ofCharacterAt: 2) == (1, 3))
    #expect(logical[1].pieces == [LogicalLine.Piece(offset: 0, line: 3, indentation: 0)])
  }

  @Test func aParenthesisInAStringOrClosedOnItsLineJoinsNothing() {
    let lines = ["let open = \"(\"", "let call = f(g(1))", "let x = 1"]
    #expect(lines.logicalLines.map(\.text) == lines)
  }

  @Test func aParenthesisThatNeverClosesJoinsAtMostTwelveLines() {
    let lines = ["let s = f("] + Array(repeating: "a,", count: 20)
    let logical = lines.logicalLines
    #expect(
      logical.map(\.pieces.count) == [12] + Array(repeating: 1, count: 9),
      "past the twelfth line, each is read alone again")
    #expect(logical.first?.text.hasPrefix("let s = f( a, a,") == true)
  }

  /// A check whose examples span lines reads them as a file's lines are read.
  @Test func anExampleOverSeveralLinesIsReadJoined() {
    let check = StructureCheck(
      name: "One addAlbum", kind: .mustNotMention, file: "LibraryAPI.swift",
      pattern: #"func\s+addAlbum\s*\((?!\s*_\s+\w+\s*:\s*Album\s*,\s*at\s+\w+\s*:\s*Int\s*\))"#,
      requirement: "no second addAlbum")
    #expect(check.mentions(inLine: "func addAlbum(\n  _ album: Album\n) {") == true)
    #expect(check.mentions(inLine: "func addAlbum(_ album: Album,\n  at index: Int) {") == false)
  }

  /// With `topLevelOnly`, a mention check reads the file's own declarations, indented inside an
  /// `#if` too, and none of the members of its types; in a verdict, a match on a joined line is
  /// placed where the file has it.
  @Test func aTopLevelCheckReadsTheFilesOwnDeclarationsOnly() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("top-level-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Logger.swift")
    let check = StructureCheck(
      name: "Logger.swift declares Logger and nothing beside it", kind: .mustNotMention,
      file: "Logger.swift",
      pattern: #"^\s*(?!(?:final\s+)?(?:class|extension)\s+Logger\b)(?:\w+\s+)*(?:func|var|let)\b"#,
      topLevelOnly: true, requirement: "nothing beside it")
    let logger = """
      import Synchronization

      final class Logger: Sendable {
        static let shared = Logger()
        private let messages = Mutex<[String]>([])
        func log(_ message: String) {
          let line = message
          messages.withLock { $0.append(line) }
        }
      }

      """
    try logger.write(to: url, atomically: true, encoding: .utf8)
    #expect(check.mentionVerdict(inPackageAt: folder) == .held)

    let debugFactory = "#if DEBUG\n  func makeLogger(\n    named name: String\n  ) -> Logger {\n"
    try (logger + debugFactory + "    Logger()\n  }\n#endif\n")
      .write(to: url, atomically: true, encoding: .utf8)
    #expect(
      check.mentionVerdict(inPackageAt: folder)
        == .mentioned(
          line: "func makeLogger( named name: String ) -> Logger {",
          at: SourceLocation(path: "Logger.swift", line: 12, column: 1)))

    var membersToo = check
    membersToo.topLevelOnly = nil
    #expect(
      membersToo.mentionVerdict(inPackageAt: folder)
        == .mentioned(
          line: "static let shared = Logger()",
          at: SourceLocation(path: "Logger.swift", line: 4, column: 1)),
      "the whole file is read without topLevelOnly: a member is the first line that matches")
  }

  /// With `exceptInside`, a mention check reads every line but those inside what the opener
  /// matches: a `private extension`'s helper is private, whatever its own line says.
  @Test func aCheckExceptInsideSkipsWhatItsOpenerMatches() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("except-inside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Browser.swift")
    var check = StructureCheck(
      name: "Only restore(from:) takes a memento", kind: .mustNotMention, file: "Browser.swift",
      pattern: #"^\s*(?!private|fileprivate)func\s+(?!restore\b)\w+\([^)]*:\s*Memento\b"#,
      exceptInside: #"^\s*(private|fileprivate)\s+extension\b"#, requirement: "only restore")
    let browser = """
      final class Browser {
        func restore(from memento: Memento) {}
      }

      private extension Browser {
        func clamped(_ memento: Memento) -> Int {
          0
        }
      }

      """
    try browser.write(to: url, atomically: true, encoding: .utf8)
    #expect(check.mentionVerdict(inPackageAt: folder) == .held)

    try (browser + "extension Browser {\n  func saved(_ memento: Memento) -> Int { 0 }\n}\n")
      .write(to: url, atomically: true, encoding: .utf8)
    #expect(
      check.mentionVerdict(inPackageAt: folder)
        == .mentioned(
          line: "func saved(_ memento: Memento) -> Int { 0 }",
          at: SourceLocation(path: "Browser.swift", line: 11, column: 1)))

    check.exceptInside = nil
    #expect(
      check.mentionVerdict(inPackageAt: folder)
        == .mentioned(
          line: "func clamped(_ memento: Memento) -> Int {",
          at: SourceLocation(path: "Browser.swift", line: 6, column: 1)),
      "without exceptInside, the private extension's helper is read like any line")
  }
}
