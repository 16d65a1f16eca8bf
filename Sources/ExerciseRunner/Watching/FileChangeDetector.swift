import Foundation

/// Notices when a Swift file under some folders is saved.
///
/// `watch` waits on ``descriptor`` (when there is one) together with standard input, so a save
/// and a key press wake it alike, in one thread.
protocol FileChangeDetector: AnyObject {
  /// A descriptor that becomes readable when something changed, or `nil` when changes are only
  /// found by asking ``collectChanges()`` from time to time.
  var descriptor: Int32? { get }
  /// Watches the Swift files under `folders` (recursively) instead of what it watched before.
  func watch(_ folders: [URL])
  /// Consumes what happened since the last call; `true` when a `.swift` file changed.
  func collectChanges() -> Bool
}

/// Finds changes by comparing each Swift file's modification date and size, twice a second.
///
/// It works everywhere, and on Linux it is the fallback when inotify is unavailable.
final class PollingDetector: FileChangeDetector {
  private var folders: [URL] = []
  private var snapshot: [String: FileStamp] = [:]

  var descriptor: Int32? { nil }

  func watch(_ folders: [URL]) {
    self.folders = folders
    snapshot = Self.stamps(under: folders)
  }

  func collectChanges() -> Bool {
    let now = Self.stamps(under: folders)
    defer { snapshot = now }
    return now != snapshot
  }

  private struct FileStamp: Equatable {
    var modified: Date?
    var size: Int?
  }

  private static func stamps(under folders: [URL]) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
    for folder in folders {
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift",
          let values = try? file.resourceValues(forKeys: Set(keys))
        else { continue }
        stamps[file.path] = FileStamp(
          modified: values.contentModificationDate, size: values.fileSize)
      }
    }
    return stamps
  }
}
