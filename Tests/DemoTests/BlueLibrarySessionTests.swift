import Foundation
import Synchronization
import Testing

@testable import BlueLibrary

/// A scripted session of the app itself, pinned like a demo: the README and the app's chapter
/// quote it from `Golden/BlueLibrary.txt`, their translations from `Golden/BlueLibraryZhHans.txt`.
@MainActor
@Suite struct BlueLibrarySessionTests {
  nonisolated static let script = ["next", "delete", "undo", "quit"]

  @Test func aScriptedSessionMatchesItsGoldenFile() async throws {
    expectMatchesGolden(try await session(environment: [:]), named: "BlueLibrary")
  }

  /// The same session in a Chinese locale, which the Chinese chapter quotes.
  ///
  /// Pinned in `Golden/BlueLibraryZhHans.txt`. Only the app's words change; the albums are data.
  @Test func theSameSessionInChineseMatchesItsGoldenFile() async throws {
    expectMatchesGolden(
      try await session(environment: ["LANG": "zh_CN.UTF-8"]), named: "BlueLibraryZhHans")
  }

  /// Runs the script over a fresh data folder and returns what the app printed.
  private func session(environment: [String: String]) async throws -> String {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "BlueLibrarySession-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = Mutex("")
    let io = AppIO(
      interactive: false, outputIsTerminal: false,
      script: GoldenScript(),
      write: { text in output.withLock { $0 += text } }, errorOutput: { _ in })
    let status = await BlueLibraryApp.run(
      arguments: ["--data-dir", folder.path], environment: environment, io: io)
    #expect(status == .success)
    return output.withLock { $0 }
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
