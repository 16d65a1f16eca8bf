import Foundation
import Synchronization
import Testing

@testable import BlueLibrary

/// A scripted session of the app itself, pinned like a demo: the README and the app's chapter
/// quote it from `Golden/BlueLibrary.txt`.
@MainActor
@Suite struct BlueLibrarySessionTests {
  static let script = ["next", "delete", "undo", "quit"]

  @Test func aScriptedSessionMatchesItsGoldenFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "BlueLibrarySession-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = Mutex("")
    let io = AppIO(
      interactive: false, outputIsTerminal: false,
      lines: AsyncStream { continuation in
        for line in Self.script { continuation.yield(line) }
        continuation.finish()
      },
      write: { text in output.withLock { $0 += text } }, writeError: { _ in })
    let status = await BlueLibraryApp.run(
      arguments: ["--data-dir", folder.path], environment: [:], io: io)
    #expect(status == .success)
    expectMatchesGolden(output.withLock { $0 }, named: "BlueLibrary")
  }
}
