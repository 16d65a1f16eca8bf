#if canImport(Glibc)
import Foundation
import Glibc

/// Linux's inotify: the kernel says when a file is written, so a save is seen at once and
/// nothing is read from disk while the learner thinks.
///
/// inotify watches one directory at a time, so every folder under the watched ones gets its
/// own watch, and a folder created later is added when it appears.
final class InotifyDetector: FileChangeDetector {
  /// A save as editors do it: written in place (`IN_CLOSE_WRITE`), or written elsewhere and
  /// renamed over the old file (`IN_MOVED_TO`); plus files and folders created or deleted.
  private static let mask = UInt32(
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

  private let fd: Int32
  private var watches: [Int32: URL] = [:]

  /// Starts inotify, or returns `nil` when the system refuses (too many instances, say).
  init?() {
    fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { return nil }
  }

  deinit { close(fd) }

  var descriptor: Int32? { fd }

  func watch(_ folders: [URL]) {
    for descriptor in watches.keys { inotify_rm_watch(fd, descriptor) }
    watches = [:]
    for folder in folders { addWatches(under: folder) }
  }

  func collectChanges() -> Bool {
    var changed = false
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { break }  // EAGAIN: nothing more to read for now.
      var offset = 0
      let headerSize = MemoryLayout<inotify_event>.size
      while offset + headerSize <= count {
        let event = buffer.withUnsafeBytes {
          $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        }
        let end = offset + headerSize + Int(event.len)
        guard end <= count else { break }
        let nameBytes = buffer[(offset + headerSize)..<end]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        offset = end
        if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE) != 0,
          let parent = watches[event.wd]
        {
          addWatches(under: parent.appendingPathComponent(name, isDirectory: true))
          changed = true
        } else if name.hasSuffix(".swift") {
          changed = true
        }
      }
    }
    return changed
  }

  private func addWatches(under folder: URL) {
    let descriptor = inotify_add_watch(fd, folder.path, Self.mask)
    if descriptor >= 0 { watches[descriptor] = folder }
    let children = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    while let child = children?.nextObject() as? URL {
      guard (try? child.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
      else { continue }
      let childDescriptor = inotify_add_watch(fd, child.path, Self.mask)
      if childDescriptor >= 0 { watches[childDescriptor] = child }
    }
  }
}
#endif
