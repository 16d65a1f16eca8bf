import Foundation
import Testing

@testable import ExerciseRunner

/// Which changed files a check must build again itself, because their dates cannot tell the
/// compiler they changed.
@Suite struct SourcesAsBuiltTests {
  /// A build of one file dated 100.2 s, over at 101.5 s.
  static let built = SourcesAsBuilt(
    files: ["Sources/M/A.swift": .init(fingerprint: "1", modified: 100.2)], finished: 101.5)

  func now(_ fingerprint: String, modified: Double, path: String = "Sources/M/A.swift")
    -> SourcesAsBuilt
  {
    SourcesAsBuilt(files: [path: .init(fingerprint: fingerprint, modified: modified)], finished: 0)
  }

  @Test func aChangeDatedInTheSecondOfTheBuildOrBeforeIsBuiltAgain() {
    #expect(Self.built.changedUnseen(in: now("2", modified: 100.9)) == ["Sources/M/A.swift"])
    #expect(Self.built.changedUnseen(in: now("2", modified: 101.9)) == ["Sources/M/A.swift"])
    #expect(
      Self.built.changedUnseen(in: now("2", modified: 50)) == ["Sources/M/A.swift"],
      "a file put back with an old date")
  }

  @Test func aChangeDatedAWholeSecondLaterIsLeftToTheCompiler() {
    #expect(Self.built.changedUnseen(in: now("2", modified: 102.0)).isEmpty)
  }

  @Test func theSameContentsOrANewFileIsLeftToTheCompiler() {
    #expect(Self.built.changedUnseen(in: now("1", modified: 100.2)).isEmpty, "nothing changed")
    #expect(Self.built.changedUnseen(in: now("1", modified: 101.0)).isEmpty, "only touched")
    #expect(
      Self.built.changedUnseen(in: now("2", modified: 100.2, path: "Sources/M/B.swift")).isEmpty,
      "a new file is always compiled")
  }

  @Test func aFileIsReadWithItsContentsFingerprintAndDate() throws {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-sources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let file = package.appendingPathComponent("Sources/M/A.swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("let a = 1\n".utf8).write(to: file)
    try Data("notes".utf8).write(to: package.appendingPathComponent("Sources/M/notes.md"))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file.path)
    let sources = SourcesAsBuilt(package: package)
    #expect(Array(sources.files.keys) == ["Sources/M/A.swift"])
    #expect(sources.files["Sources/M/A.swift"]?.modified == 1_000_000)
    #expect(
      sources.files["Sources/M/A.swift"]?.fingerprint
        == ContentHash.fnv1a64(Data("let a = 1\n".utf8)))
  }
}
