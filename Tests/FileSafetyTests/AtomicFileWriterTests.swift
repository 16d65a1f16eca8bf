import Foundation
import Testing

@testable import FileSafety

/// The writer on its own: a save replaces the file whole, and a failed one changes nothing.
@Suite struct AtomicFileWriterTests {
  typealias Step = AtomicFileWriter.Step

  private struct InjectedFailure: LocalizedError {
    var errorDescription: String? { "disk full (injected)" }
  }

  /// The real file operations, with the one for `step` replaced by a failure.
  private func writer(failingAt step: Step) -> AtomicFileWriter {
    var operations = AtomicFileWriter.Operations.system
    switch step {
    case .creatingTemporaryFile: operations.createFile = { _ in throw InjectedFailure() }
    case .writing: operations.write = { _, _ in throw InjectedFailure() }
    case .synchronizing: operations.synchronize = { _ in throw InjectedFailure() }
    case .replacing: operations.rename = { _, _ in throw InjectedFailure() }
    }
    return AtomicFileWriter(operations: operations)
  }

  @Test func aWriteCreatesTheFileThenReplacesIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("state.json")

    try AtomicFileWriter().write(Data("first".utf8), to: file)
    try AtomicFileWriter().write(Data("second".utf8), to: file)

    #expect(try Data(contentsOf: file) == Data("second".utf8))
    #expect(try folder.fileNames() == ["state.json"])
  }

  @Test(arguments: [Step.creatingTemporaryFile, .writing, .synchronizing, .replacing])
  func aFailedWriteLeavesTheOldBytesAndNoTemporaryFile(failingAt step: Step) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("state.json")
    try AtomicFileWriter().write(Data("old".utf8), to: file)

    #expect {
      try writer(failingAt: step).write(Data("new".utf8), to: file)
    } throws: { error in
      String(describing: error)
        == "could not save \(file.path) (\(step)): disk full (injected)"
    }
    #expect(try Data(contentsOf: file) == Data("old".utf8))
    #expect(try folder.fileNames() == ["state.json"])
  }
}
