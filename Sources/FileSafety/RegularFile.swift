import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes only when it is a regular file: never a pipe, a device or a folder.
///
/// `Data(contentsOf:)` reads whatever the name leads to. A named pipe (FIFO) there blocks the
/// program until some other program writes into it, and `/dev/zero` never ends. So the file is
/// opened without blocking, asked what it is (`fstat`, on the very file opened, so nothing can
/// be swapped in between), and read only if it is a regular file.
public enum RegularFile {
  /// The bytes of the regular file at `url` (following symbolic links), or `nil` when there is
  /// nothing there.
  ///
  /// - Throws: ``ArchiveError/notARegularFile(_:kind:)`` naming what is there instead, or
  ///   ``ArchiveError/cannotRead(_:underlyingError:)`` when it cannot be opened or read.
  public static func contents(of url: URL) throws(ArchiveError) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw .cannotRead(url, underlyingError: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
    }
    let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .cannotRead(url, underlyingError: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
    }
    if let kind = kind(ofMode: status.st_mode) { throw .notARegularFile(url, kind: kind) }
    do {
      return try file.readToEnd() ?? Data()
    } catch {
      throw .cannotRead(url, underlyingError: error)
    }
  }

  /// What a file of `mode` is, in words, or `nil` for a regular file.
  private static func kind(ofMode mode: mode_t) -> String? {
    switch mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): nil
    case mode_t(S_IFDIR): "a folder"
    case mode_t(S_IFIFO): "a named pipe (FIFO)"
    case mode_t(S_IFCHR): "a character device"
    case mode_t(S_IFBLK): "a block device"
    case mode_t(S_IFSOCK): "a socket"
    default: "not a file of any known kind"
    }
  }
}
