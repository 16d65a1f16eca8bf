import Foundation
import Synchronization
import Testing

@testable import BlueLibrary

/// A scripted session of the app itself, pinned like a demo: the README and the app's chapter
/// quote it from `Golden/BlueLibrary.txt`, their translations from `Golden/BlueLibraryZhHans.txt`;
/// its trace is pinned in `Golden/BlueLibraryTrace.txt` and `Golden/BlueLibraryTraceZhHans.txt`.
@MainActor
@Suite struct BlueLibrarySessionTests {
  static let script = ["next", "delete", "undo", "quit"]

  @Test func aScriptedSessionMatchesItsGoldenFile() async throws {
    let output = try await session(script: Self.script, environment: [:])
    expectMatchesGolden(output, named: "BlueLibrary")
  }

  /// The same session in a Chinese locale, which the Chinese chapter quotes.
  ///
  /// Pinned in `Golden/BlueLibraryZhHans.txt`. Only the app's words change; the albums are data.
  @Test func theSameSessionInChineseMatchesItsGoldenFile() async throws {
    let output = try await session(script: Self.script, environment: ["LANG": "zh_CN.UTF-8"])
    expectMatchesGolden(output, named: "BlueLibraryZhHans")
  }

  /// `printf 'next\ndelete\nundo\n' | swift run BlueLibrary --trace`: every pattern at work.
  @Test func aTracedSessionMatchesItsGoldenFile() async throws {
    let output = try await session(
      script: ["next", "delete", "undo"], arguments: ["--trace"], environment: [:])
    expectMatchesGolden(output, named: "BlueLibraryTrace")
  }

  /// The traced session with `--lang zh-Hans`: the trace speaks the app's language.
  @Test func theTracedSessionInChineseMatchesItsGoldenFile() async throws {
    let output = try await session(
      script: ["next", "delete", "undo"], arguments: ["--trace", "--lang", "zh-Hans"],
      environment: [:])
    expectMatchesGolden(output, named: "BlueLibraryTraceZhHans")
  }

  /// Runs `script` with `arguments` over a fresh data folder and returns what the app printed.
  private func session(
    script: [String], arguments: [String] = [], environment: [String: String]
  ) async throws -> String {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "BlueLibrarySession-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = Mutex("")
    let io = AppIO(
      interactive: false, outputIsTerminal: false,
      script: GoldenScript(lines: script),
      write: { text in output.withLock { $0 += text } }, errorOutput: { _ in })
    let status = await BlueLibraryApp.run(
      arguments: ["--data-dir", folder.path] + arguments, environment: environment, io: io)
    #expect(status == .success)
    return output.withLock { $0 }
  }
}

/// A session's script, all there from the start.
private struct GoldenScript: ScriptInput {
  let events: AsyncStream<ScriptEvent>

  init(lines: [String]) {
    events = AsyncStream { continuation in
      for line in lines { continuation.yield(.line(line)) }
      continuation.finish()
    }
  }

  func requestLine() {}
}
