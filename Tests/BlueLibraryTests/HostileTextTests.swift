import BlueKit
import Foundation
import MVC
import Testing

@testable import BlueLibrary

/// Text from `albums.json` and from script lines reaches the screen only through the canvas:
/// no control character gets out raw, no field spans two rows, wide characters line up.
@MainActor
@Suite struct HostileTextTests {
  let folder: TemporaryFolder

  /// An album whose every field attacks the terminal or is wide.
  static let hostile = Album(
    title: "\u{1B}[2J\u{1B}]0;PWNED\u{07}", artist: "我的生活 🎸", genre: "Pop\nRock",
    coverURL: "http://example.com/album_%1B%5B2J_%C2%9B31m%07.png", year: "1992\r")

  init() throws {
    folder = try TemporaryFolder()
    struct ArchiveFile: Encodable {
      let format = "bluelibrary-archive"
      let version = 1
      let payload: [Album]
    }
    let file = ArchiveFile(payload: [Self.hostile])
    try JSONEncoder().encode(file).write(to: folder.url.appending(path: "albums.json"))
  }

  func run(_ lines: String...) async -> ScriptedSession {
    await ScriptedSession.run(lines, arguments: ["--data-dir", folder.url.path])
  }

  /// The frame's lines, without the `> command` line the script runner prints above it.
  func screen(_ session: ScriptedSession) -> [String] {
    Array(session.lastFrame.dropFirst())
  }

  @Test func hostileFieldsAreDrawnWithPlaceholdersOnTheirOwnRows() async {
    let session = await run()
    #expect(session.status == .success)
    let details = screen(session).filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
    #expect(
      details == [
        "  Artist                                             我的生活 🎸",
        "  Album                                           ␛[2J␛]0;PWNED␇",
        "  Genre                                                 Pop␊Rock",
        "  Year                                                     1992␍",
      ])
  }

  /// The offline cover is drawn from the address, decoded: its escapes come out as stand-ins.
  @Test func aHostileCoverAddressIsDrawnWithPlaceholders() async {
    let cover = screen(await run("next")).filter { $0.contains("|") }
    #expect(cover.contains { $0.contains("␛[2J") })
    #expect(cover.contains { $0.contains("␦31M␇") })
  }

  @Test func noControlCharacterReachesTheOutput() async {
    let session = await run("next", "prev")
    let controls = session.output.unicodeScalars.filter {
      $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
    }
    #expect(controls.isEmpty)
    #expect(session.statusLine == "This is the first album.")
  }

  @Test func wideTextEndsInTheSameColumnAsTheRowsAroundIt() async {
    let screen = screen(await run())
    let widths = screen.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .map { TerminalText($0).width }
    #expect(widths == [64, 64, 64, 64])
  }

  @Test func aHostileScriptLineIsEchoedOnTheStatusLineWithPlaceholders() async {
    let session = await run("\u{1B}]0;PWNED\u{07}")
    #expect(session.status == .dataError)
    #expect(
      session.statusLine == "unknown command '␛]0;PWNED␇'; type 'help' for the commands")
    // The frame's title and the message on standard error echo the line too, made as safe.
    #expect(session.frames.last?.hasPrefix("> ␛]0;PWNED␇\n") == true)
    #expect(
      session.errors
        == "error: line 1: unknown command '␛]0;PWNED␇'; type 'help' for the commands\n")
  }
}
