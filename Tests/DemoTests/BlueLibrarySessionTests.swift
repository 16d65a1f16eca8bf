import Foundation
import Synchronization
import Testing

@testable import BlueLibrary

/// A scripted session of the app itself, pinned like a demo: the README and the app's chapter
/// quote it from `Golden/BlueLibrary.txt`.
@MainActor
@Suite struct BlueLibrarySessionTests {
  nonisolated static let script = ["next", "delete", "undo", "quit"]

  @Test func aScriptedSessionMatchesItsGoldenFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "BlueLibrarySession-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = Mutex("")
    let io = AppIO(
      interactive: false, outputIsTerminal: false,
      script: GoldenScript(),
      write: { text in output.withLock { $0 += text } }, writeError: { _ in })
    let status = await BlueLibraryApp.run(
      arguments: ["--data-dir", folder.path], environment: [:], io: io)
    #expect(status == .success)
    expectMatchesGolden(output.withLock { $0 }, named: "BlueLibrary")
  }
}

/// The session's script, all there from the start.
private struct GoldenScript: ScriptInput {
  let events = AsyncStream<ScriptEvent> { continuation in
    for line in BlueLibrarySessionTests.script { continuation.yield(.line(line)) }
    continuation.finish()
  }

  func requestLine() {}
}
