import Foundation
import Testing

@testable import FileSafety
@testable import Memento

/// A memento big enough that writing it takes a while, and that can tell whether it is whole.
private struct Generation: Codable, Equatable {
  var number: Int
  var text: String

  init(_ number: Int) {
    self.number = number
    text = String(repeating: "Generation \(number): Nothing Like The Sun. ", count: 100_000)
  }

  var isWhole: Bool { self == Generation(number) }
}

/// Where a child process dies during a save.
enum KillPoint: String, Sendable {
  case halfwayThroughWriting
  case beforeFlushing
  case beforeRenaming
  case afterRenaming

  /// The real file operations, with SIGKILL sent at this point.
  ///
  /// No code of ours runs after the kill, not even a `defer`: the kernel ends the process, as
  /// when the user force-quits.
  var operations: AtomicFileWriter.Operations {
    var operations = AtomicFileWriter.Operations.system
    let real = operations
    switch self {
    case .halfwayThroughWriting:
      operations.write = { file, data in
        try real.write(file, data.prefix(data.count / 2))
        kill(getpid(), SIGKILL)
      }
    case .beforeFlushing:
      operations.synchronize = { _ in kill(getpid(), SIGKILL) }
    case .beforeRenaming:
      operations.rename = { _, _ in kill(getpid(), SIGKILL) }
    case .afterRenaming:
      operations.rename = { source, destination in
        try real.rename(source, destination)
        kill(getpid(), SIGKILL)
      }
    }
    return operations
  }
}

/// A process killed while saving leaves the old archive or the new one, whole.
///
/// Each test saves generation 0, then starts a child process (a Swift Testing exit test) that
/// saves generation 1 and is killed with SIGKILL partway; the parent then loads the archive.
@Suite struct KilledSaveTests {
  @Test(arguments: [KillPoint.halfwayThroughWriting, .beforeFlushing, .beforeRenaming])
  func aProcessKilledBeforeTheRenameLeavesTheOldArchive(killedAt point: KillPoint) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<Generation>(fileURL: folder.file("albums.json"))
    try archive.save(Generation(0))

    await #expect(processExitsWith: .signal(SIGKILL)) {
      [path = archive.fileURL.path as String, point = point.rawValue as String] in
      let operations = KillPoint(rawValue: point)?.operations ?? .system
      let writer = AtomicFileWriter(operations: operations)
      try Archive(fileURL: URL(filePath: path), version: 1, writer: writer).save(Generation(1))
    }

    #expect(try archive.load() == .restored(Generation(0)))
    // The dead process could not clean up: its temporary file is left beside the archive.
    let names = try folder.fileNames()
    #expect(names.count == 2)
    #expect(names.first == "albums.json")
    #expect(names.last?.hasPrefix("albums.json.saving-") == true)
  }

  @Test func aProcessKilledAfterTheRenameLeavesTheNewArchive() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<Generation>(fileURL: folder.file("albums.json"))
    try archive.save(Generation(0))

    await #expect(processExitsWith: .signal(SIGKILL)) { [path = archive.fileURL.path as String] in
      let writer = AtomicFileWriter(operations: KillPoint.afterRenaming.operations)
      try Archive(fileURL: URL(filePath: path), version: 1, writer: writer).save(Generation(1))
    }

    #expect(try archive.load() == .restored(Generation(1)))
    #expect(try folder.fileNames() == ["albums.json"])
  }

  /// The unmodified writer, killed at a moment nobody chose.
  ///
  /// A thread of the child process kills it while the child saves generations 1 and 2 in turn.
  /// Both are encoded beforehand, so the child spends its time writing, and the kill often
  /// lands in the middle of a save.
  @Test func aProcessKilledAtARandomMomentLeavesAWholeArchive() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<Generation>(fileURL: folder.file("albums.json"))
    try archive.save(Generation(0))

    await #expect(processExitsWith: .signal(SIGKILL)) { [path = archive.fileURL.path as String] in
      let archive = Archive<Generation>(fileURL: URL(filePath: path))
      let generations = [try archive.encoded(Generation(1)), try archive.encoded(Generation(2))]
      Thread.detachNewThread {
        usleep(UInt32.random(in: 20_000...200_000))
        kill(getpid(), SIGKILL)
      }
      for turn in 0... {
        try AtomicFileWriter().write(generations[turn % 2], to: archive.fileURL)
      }
    }

    let result = try archive.load()
    guard case .restored(let generation) = result else {
      Issue.record("after the kill, the archive was not whole: \(result)")
      return
    }
    #expect(generation.isWhole)
  }
}
