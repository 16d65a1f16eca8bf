import Foundation
import Synchronization

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
/// folder: it binds only programs that ask for it, which every BlueLibrary does. The holder
/// releases it with ``release()`` (or by letting go of the lock), and the system releases it when
/// the process ends, however it ends, so a crash never leaves the folder locked.
public final class DataDirectoryLock: Sendable {
  /// The lock file's name in the folder.
  public static let fileName = ".lock"

  /// The folder this lock holds.
  public let directory: URL
  /// The lock file, open while the lock is held; -1 once released.
  private let descriptor: Atomic<Int32>

  /// Takes the lock on `directory`, which must exist, trying again for up to `patience` while
  /// another holds it.
  ///
  /// A little patience covers a holder that is just letting go: the system releases a lock only
  /// once every copy of its file descriptor is closed, and a program that another process of the
  /// same program starts at that moment holds a copy until it has started.
  /// - Throws: ``DataDirectoryLockError/inUse(_:)`` when another program holds it, or
  ///   ``DataDirectoryLockError/cannotLock(_:reason:)``.
  public init(directory: URL, patience: Duration = .zero) throws(DataDirectoryLockError) {
    let path = directory.appending(path: Self.fileName).path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw .cannotLock(directory, reason: String(cString: strerror(errno)))
    }
    // Never blocking: a second program is told within `patience`, never left waiting.
    var waited = Duration.zero
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK, waited < patience else {
        close(descriptor)
        throw code == EWOULDBLOCK
          ? .inUse(directory) : .cannotLock(directory, reason: String(cString: strerror(code)))
      }
      usleep(50_000)
      waited += .milliseconds(50)
    }
    self.directory = directory
    self.descriptor = Atomic(descriptor)
  }

  /// Releases the lock, so another program may take it; calling it again does nothing.
  public func release() {
    // Closing the file releases the lock; the exchange makes sure it is closed once.
    let descriptor = descriptor.exchange(-1, ordering: .acquiringAndReleasing)
    if descriptor >= 0 { close(descriptor) }
  }

  deinit {
    release()
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
