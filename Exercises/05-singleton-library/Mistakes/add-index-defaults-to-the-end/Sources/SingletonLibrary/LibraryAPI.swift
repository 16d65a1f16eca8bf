import Synchronization

/// The one place every screen gets albums from.
final class LibraryAPI: Sendable {
  /// The library the whole app shares.
  static let shared = LibraryAPI()

  /// The albums and their rules, behind a lock: any thread may ask at any time.
  private let persistency: Mutex<PersistencyManager>

  /// Creates a library of its own, apart from `shared`: tests make one each, so no test sees
  /// another's changes.
  init(persistencyManager: PersistencyManager = PersistencyManager()) {
    persistency = Mutex(persistencyManager)
  }

  /// The albums, in order.
  var albums: [Album] {
    persistency.withLock { $0.albums }
  }

  /// Adds `album` at `index` (at the end when past it).
  func addAlbum(_ album: Album, at index: Int = .max) throws(PersistencyError) {
    try persistency.withLock { manager throws(PersistencyError) in
      try manager.addAlbum(album, at: index)
    }
  }

  /// Deletes the album at `index`.
  func deleteAlbum(at index: Int) throws(PersistencyError) {
    try persistency.withLock { manager throws(PersistencyError) in
      _ = try manager.deleteAlbum(at: index)
    }
  }
}
