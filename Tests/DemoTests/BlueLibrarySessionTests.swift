import Foundation
import Synchronization
import Testing

@testable import BlueLibrary

/// A scripted session of the app itself, pinned like a demo: the README and the app's chapter
/// quote it from `Golden/BlueLibrary.txt`, and its trace from `Golden/BlueLibraryTrace.txt`.
@MainActor
@Suite struct BlueLibrarySessionTests {
  @Test func aScriptedSessionMatchesItsGoldenFile() async throws {
    let output = try await Self.session(
      script: ["next", "delete", "undo", "quit"], arguments: [])
    expectMatchesGolden(output, named: "BlueLibrary")
  }

  /// `printf 'next\ndelete\nundo\n' | swift run BlueLibrary --trace`: every pattern acting.
  @Test func aTracedSessionMatchesItsGoldenFile() async throws {
    let output = try await Self.session(script: ["next", "delete", "undo"], arguments: ["--trace"])
    expectMatchesGolden(output, named: "BlueLibraryTrace")
  }

  /// What the app prints for `script`, run with `arguments` over a fresh data folder.
  static func session(script: [String], arguments: [String]) async throws -> String {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "BlueLibrarySession-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = Mutex("")
    let io = AppIO(
      interactive: false, outputIsTerminal: false,
      script: GoldenScript(lines: script),
      write: { text in output.withLock { $0 += text } }, errorOutput: { _ in })
    let status = await BlueLibraryApp.run(
      arguments: ["--data-dir", folder.path] + arguments, environment: [:], io: io)
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
