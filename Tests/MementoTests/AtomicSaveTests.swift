import Foundation
import Testing

@testable import FileSafety
@testable import Memento

/// A save that fails at any step leaves the previous archive whole and no temporary file behind.
@Suite struct AtomicSaveTests {
  typealias Step = AtomicFileWriter.Step

  /// The real file operations, with the one for `step` replaced by a failure.
  ///
  /// Writing fails halfway: half the bytes reach the temporary file first, as when a disk
  /// fills up.
  private func operations(failingAt step: Step) -> AtomicFileWriter.Operations {
    var operations = AtomicFileWriter.Operations.system
    switch step {
    case .creatingTemporaryFile:
      operations.createFile = { _ in throw InjectedFailure() }
    case .writing:
      operations.write = { file, data in
        try file.write(contentsOf: data.prefix(data.count / 2))
        throw InjectedFailure()
      }
    case .synchronizing:
      operations.synchronize = { _ in throw InjectedFailure() }
    case .replacing:
      operations.rename = { _, _ in throw InjectedFailure() }
    }
    return operations
  }

  private func archive(
    in folder: TemporaryFolder, failingAt step: Step? = nil
  ) -> Archive<[TestAlbum]> {
    let writer = step.map { AtomicFileWriter(operations: operations(failingAt: $0)) }
    return Archive(
      fileURL: folder.file("albums.json"), version: 1, writer: writer ?? AtomicFileWriter())
  }

  @Test(arguments: [Step.creatingTemporaryFile, .writing, .synchronizing, .replacing])
  func aFailedSaveLeavesTheOldArchiveReadable(failingAt step: Step) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let old: [TestAlbum] = [.bestOfBowie, .itsMyLife]
    try archive(in: folder).save(old)

    #expect {
      try archive(in: folder, failingAt: step).save([.nothingLikeTheSun])
    } throws: { error in
      (error as? AtomicWriteError)?.step == step
    }
    #expect(try archive(in: folder).load() == .restored(old))
  }

  @Test(arguments: [Step.creatingTemporaryFile, .writing, .synchronizing, .replacing])
  func aFailedSaveLeavesNoTemporaryFileBehind(failingAt step: Step) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try archive(in: folder).save([.bestOfBowie])

    _ = try? archive(in: folder, failingAt: step).save([.itsMyLife])

    #expect(try folder.fileNames() == ["albums.json"])
  }

  @Test func aFailedFirstSaveLeavesNoArchive() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    _ = try? archive(in: folder, failingAt: .replacing).save([.bestOfBowie])

    #expect(try archive(in: folder).load() == .missing)
    #expect(try folder.fileNames() == [])
  }

  @Test func theErrorSaysWhichFileAndWhichStep() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    #expect {
      try archive(in: folder, failingAt: .writing).save([.bestOfBowie])
    } throws: { error in
      String(describing: error)
        == "could not save \(folder.file("albums.json").path) (writing the temporary file): "
        + "disk full (injected)"
    }
  }

  @Test func savingIntoAMissingFolderFailsCreatingTheTemporaryFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let archive = Archive<[TestAlbum]>(fileURL: folder.file("no such folder/albums.json"))

    #expect {
      try archive.save([.bestOfBowie])
    } throws: { error in
      String(describing: error)
        == "could not save \(archive.fileURL.path) (creating the temporary file): "
        + "No such file or directory"
    }
  }
}
