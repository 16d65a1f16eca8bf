import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A claim on a data folder for one program at a time: while one holds it, no other can.
///
/// Two programs saving into one folder lose work: each saves what it has in memory, and the
/// last save wins, bringing back what the other deleted. So the app takes this lock at launch
/// and keeps it until it ends. It is an advisory lock (`flock`) on a `.lock` file in the
/// folder: it binds only programs that ask for it, which every BlueLibrary does, and the system
/// releases it when the process ends, however it ends, so a crash never leaves the folder
/// locked.
public final class DataDirectoryLock: Sendable {
  /// The lock file's name in the folder.
  public static let fileName = ".lock"

  /// The folder this lock holds.
  public let directory: URL
  private let descriptor: Int32

  /// Takes the lock on `directory`, which must exist; returns at once.
  ///
  /// - Throws: ``DataDirectoryLockError/inUse(_:)`` when another program holds it, or
  ///   ``DataDirectoryLockError/cannotLock(_:reason:)``.
  public init(directory: URL) throws(DataDirectoryLockError) {
    let path = directory.appending(path: Self.fileName).path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw .cannotLock(directory, reason: String(cString: strerror(errno)))
    }
    // Non-blocking: a second program is told at once, never left waiting.
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(descriptor)
      throw code == EWOULDBLOCK
        ? .inUse(directory) : .cannotLock(directory, reason: String(cString: strerror(code)))
    }
    self.directory = directory
    self.descriptor = descriptor
  }

  /// Closing the file releases the lock.
  deinit {
    close(descriptor)
  }
}

/// Why a data folder could not be locked.
public enum DataDirectoryLockError: Error, Equatable, CustomStringConvertible {
  /// Another program holds the folder.
  case inUse(URL)
  /// The lock file could not be made or locked.
  case cannotLock(URL, reason: String)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .inUse(let url):
      "another program is using the data folder \(url.path)"
    case .cannotLock(let url, let reason):
      "cannot lock the data folder \(url.path): \(reason)"
    }
  }
}
