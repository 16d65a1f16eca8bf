import Foundation
import Testing

@testable import FileSafety
@testable import Memento

/// Behaviours every store shares, checked on each.
@Suite struct KeyValueStoreTests {
  enum Kind: String, CaseIterable, Sendable {
    case memory
    case file
    case userDefaults
  }

  private func makeStore(_ kind: Kind, in folder: TemporaryFolder) throws -> any KeyValueStore {
    switch kind {
    case .memory: InMemoryKeyValueStore()
    case .file: try FileKeyValueStore(fileURL: folder.file("state.json"))
    // A suite of this test's own; `removeSuite(of:)` deletes it.
    case .userDefaults:
      try UserDefaultsKeyValueStore(
        suiteName: "BlueLibraryPatterns.MementoTests.\(UUID().uuidString)")
    }
  }

  /// Deletes the store's suite when it is kept by `UserDefaults`; the other kinds need nothing.
  private func removeSuite(of store: any KeyValueStore) {
    (store as? UserDefaultsKeyValueStore)?.removeSuite()
  }

  @Test(arguments: Kind.allCases)
  func aMissingKeyIsNil(kind: Kind) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try makeStore(kind, in: folder)
    defer { removeSuite(of: store) }

    #expect(store.integer(forKey: "currentAlbumIndex") == nil)
    #expect(store.string(forKey: "currentAlbumIndex") == nil)
  }

  @Test(arguments: Kind.allCases)
  func anIntegerComesBack(kind: Kind) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try makeStore(kind, in: folder)
    defer { removeSuite(of: store) }

    try store.set(3, forKey: "currentAlbumIndex")

    #expect(store.integer(forKey: "currentAlbumIndex") == 3)
  }

  @Test(arguments: Kind.allCases)
  func zeroIsNotMissing(kind: Kind) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try makeStore(kind, in: folder)
    defer { removeSuite(of: store) }

    try store.set(0, forKey: "currentAlbumIndex")

    #expect(store.integer(forKey: "currentAlbumIndex") == 0)
  }

  @Test(arguments: Kind.allCases)
  func aStringComesBack(kind: Kind) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try makeStore(kind, in: folder)
    defer { removeSuite(of: store) }

    try store.set("Best of Bowie", forKey: "lastTitle")

    #expect(store.string(forKey: "lastTitle") == "Best of Bowie")
  }

  @Test(arguments: Kind.allCases)
  func aCodableValueComesBack(kind: Kind) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try makeStore(kind, in: folder)
    defer { removeSuite(of: store) }

    try store.set(TestAlbum.bestOfBowie, forKey: "lastDeleted")

    #expect(store.value(TestAlbum.self, forKey: "lastDeleted") == .bestOfBowie)
  }

  @Test(arguments: Kind.allCases)
  func aSecondSetReplacesTheFirst(kind: Kind) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try makeStore(kind, in: folder)
    defer { removeSuite(of: store) }

    try store.set(3, forKey: "currentAlbumIndex")
    try store.set(1, forKey: "currentAlbumIndex")

    #expect(store.integer(forKey: "currentAlbumIndex") == 1)
  }

  @Test(arguments: Kind.allCases)
  func aValueOfAnotherTypeIsNil(kind: Kind) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try makeStore(kind, in: folder)
    defer { removeSuite(of: store) }

    try store.set("three", forKey: "currentAlbumIndex")

    #expect(store.integer(forKey: "currentAlbumIndex") == nil)
  }

  @Test(arguments: Kind.allCases)
  func aRemovedValueIsGone(kind: Kind) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try makeStore(kind, in: folder)
    defer { removeSuite(of: store) }
    try store.set(3, forKey: "currentAlbumIndex")

    try store.removeValue(forKey: "currentAlbumIndex")

    #expect(store.integer(forKey: "currentAlbumIndex") == nil)
  }
}

/// What only the file store does: outlive the process.
@Suite struct FileKeyValueStoreTests {
  @Test func aValueSavedByOneStoreIsReadByTheNextOne() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileKeyValueStore(fileURL: folder.file("state.json")).set(3, forKey: "currentAlbumIndex")

    let afterRestart = try FileKeyValueStore(fileURL: folder.file("state.json"))

    #expect(afterRestart.integer(forKey: "currentAlbumIndex") == 3)
  }

  @Test func aRemovalIsSavedToo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try FileKeyValueStore(fileURL: folder.file("state.json"))
    try store.set(3, forKey: "currentAlbumIndex")
    try store.removeValue(forKey: "currentAlbumIndex")

    let afterRestart = try FileKeyValueStore(fileURL: folder.file("state.json"))

    #expect(afterRestart.integer(forKey: "currentAlbumIndex") == nil)
  }

  @Test func theFileIsAnArchiveOfTheValues() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try FileKeyValueStore(fileURL: folder.file("state.json"))

    try store.set(3, forKey: "currentAlbumIndex")
    try store.set("Best of Bowie", forKey: "lastTitle")

    #expect(
      try String(contentsOf: folder.file("state.json"), encoding: .utf8) == """
        {
          "format" : "bluelibrary-archive",
          "payload" : {
            "currentAlbumIndex" : 3,
            "lastTitle" : "Best of Bowie"
          },
          "version" : 1
        }
        """)
  }

  @Test func noFileIsAnEmptyStoreAndNoFileIsWrittenUntilASet() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    let store = try FileKeyValueStore(fileURL: folder.file("state.json"))

    #expect(store.quarantinedFile == nil)
    #expect(try folder.fileNames() == [])
  }

  @Test func aCorruptFileIsSetAsideAndReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("currentAlbumIndex=3".utf8).write(to: folder.file("state.json"))

    let store = try FileKeyValueStore(fileURL: folder.file("state.json"))

    #expect(
      store.quarantinedFile
        == QuarantinedFile(
          originalURL: folder.file("state.json"),
          quarantineURL: folder.file("state.json.unreadable-1"),
          reason: .notJSON))
    #expect(store.integer(forKey: "currentAlbumIndex") == nil)
    #expect(try folder.fileNames() == ["state.json.unreadable-1"])
  }

  @Test func aStoreThatSetAsideItsFileSavesAfresh() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("currentAlbumIndex=3".utf8).write(to: folder.file("state.json"))
    try FileKeyValueStore(fileURL: folder.file("state.json")).set(1, forKey: "currentAlbumIndex")

    let afterRestart = try FileKeyValueStore(fileURL: folder.file("state.json"))

    #expect(afterRestart.quarantinedFile == nil)
    #expect(afterRestart.integer(forKey: "currentAlbumIndex") == 1)
    #expect(
      try Data(contentsOf: folder.file("state.json.unreadable-1"))
        == Data("currentAlbumIndex=3".utf8))
  }

  @Test func aFailedSetChangesNeitherTheStoreNorItsFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileKeyValueStore(fileURL: folder.file("state.json")).set(3, forKey: "currentAlbumIndex")
    var failingRename = AtomicFileWriter.Operations.system
    failingRename.rename = { _, _ in throw InjectedFailure() }
    let store = try FileKeyValueStore(
      archive: Archive(
        fileURL: folder.file("state.json"), version: 1,
        writer: AtomicFileWriter(operations: failingRename)))

    #expect(throws: AtomicWriteError.self) {
      try store.set(1, forKey: "currentAlbumIndex")
    }
    #expect(store.integer(forKey: "currentAlbumIndex") == 3)
    #expect(
      try FileKeyValueStore(fileURL: folder.file("state.json")).integer(forKey: "currentAlbumIndex")
        == 3)
  }
}
