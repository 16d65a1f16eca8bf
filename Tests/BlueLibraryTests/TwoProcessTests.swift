import Foundation
import Testing

/// The real executable, run twice as two processes over one data folder: what one saves, the
/// next restores. (The in-process tests cover the rest; this proves nothing hides in memory.)
@Suite struct TwoProcessTests {
  /// Runs the app with `input` on standard input; returns its output and exit status.
  static func run(_ input: String, dataDirectory: URL) throws -> (output: String, status: Int32) {
    let app = try AppProcess(arguments: ["--data-dir", dataDirectory.path])
    app.send(input)
    app.closeInput()
    let output = app.readOutput(until: "\u{0}")
    return (output, app.finish().status)
  }

  @Test func aSecondProcessRestoresWhatTheFirstSaved() throws {
    let folder = try TemporaryFolder()
    let first = try Self.run("select 4\ndelete\nbackground\n", dataDirectory: folder.url)
    #expect(first.status == 0)
    #expect(first.output.contains("Deleted Staring at the Sun. Press u to undo."))
    let second = try Self.run("", dataDirectory: folder.url)
    #expect(second.status == 0)
    #expect(second.output.hasPrefix("> launch\nBlueLibrary — album 4 of 4\n"))
    #expect(
      second.output.contains("  Album                                             American Pie"))
  }
}
