import Foundation

/// The one place every screen gets albums from.
///
/// The manager is guarded by an `NSLock`, the lock UIKit apps have always used: every read and
/// change takes it, so the class is `Sendable` in fact, which `@unchecked` tells Swift 6.
final class LibraryAPI: @unchecked Sendable {
  /// The library the whole app shares.
  static let shared = LibraryAPI()

  /// The albums and their rules, only ever touched with `lock` held.
  private var persistency: PersistencyManager
  private let lock = NSLock()

  /// Creates a library of its own, apart from `shared`: tests make one each, so no test sees
  /// another's changes.
  init(persistencyManager: PersistencyManager = PersistencyManager()) {
    persistency = persistencyManager
  }

  /// The albums, in order.
  var albums: [Album] {
    lock.withLock { persistency.albums }
  }

  /// Adds `album` at `index` (at the end when past it).
  func addAlbum(_ album: Album, at index: Int) throws(PersistencyError) {
    lock.lock()
    defer { lock.unlock() }
    try persistency.addAlbum(album, at: index)
  }

  /// Deletes the album at `index`.
  func deleteAlbum(at index: Int) throws(PersistencyError) {
    lock.lock()
    defer { lock.unlock() }
    _ = try persistency.deleteAlbum(at: index)
  }
}
