import FileSafety
import Foundation
import Testing

/// One holder at a time per folder; the lock ends with its holder.
@Suite struct DataDirectoryLockTests {
  @Test func aSecondLockOnTheSameFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try DataDirectoryLock(directory: folder.url)
    #expect(throws: DataDirectoryLockError.inUse(folder.url)) {
      try DataDirectoryLock(directory: folder.url)
    }
    withExtendedLifetime(first) {}
  }

  @Test func theLockIsFreeAgainOnceItsHolderIsGone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    do {
      _ = try DataDirectoryLock(directory: folder.url)
    }
    let again = try DataDirectoryLock(directory: folder.url)
    #expect(again.directory == folder.url)
    #expect(try folder.fileNames() == [".lock"])
  }

  @Test func patienceWaitsThenStillRefuses() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try DataDirectoryLock(directory: folder.url)
    #expect(throws: DataDirectoryLockError.inUse(folder.url)) {
      try DataDirectoryLock(directory: folder.url, patience: .milliseconds(100))
    }
    withExtendedLifetime(first) {}
  }

  @Test func aReleasedLockCanBeTakenAgainAtOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try DataDirectoryLock(directory: folder.url)
    first.release()
    first.release()
    let second = try DataDirectoryLock(directory: folder.url)
    #expect(second.directory == folder.url)
    withExtendedLifetime(first) {}
  }

  @Test func theMessageNamesTheFolder() {
    let url = URL(filePath: "/data/BlueLibrary")
    #expect(
      DataDirectoryLockError.inUse(url).description
        == "another program is using the data folder /data/BlueLibrary")
  }
}
