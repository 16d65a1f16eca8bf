import Synchronization

/// The one place every screen gets albums from.
final class LibraryAPI: Sendable {
  /// The library the whole app shares.
  // TODO: Make this one instance, created once (exercise 4 did the same for Logger).
  static var shared: LibraryAPI { LibraryAPI() }

  /// The albums and their rules, behind a lock: any thread may ask at any time.
  private let persistency: Mutex<PersistencyManager>

  /// Creates a library of its own, apart from `shared`: tests make one each, so no test sees
  /// another's changes.
  init(persistencyManager: PersistencyManager = PersistencyManager()) {
    persistency = Mutex(persistencyManager)
  }

  /// The albums, in order.
  var albums: [Album] {
    // TODO: Read the albums through the lock: persistency.withLock { ... }.
    []
  }

  /// Adds `album` at `index` (at the end when past it).
  func addAlbum(_ album: Album, at index: Int) throws(PersistencyError) {
    // TODO: Let the persistency manager add it, inside the lock.
  }

  /// Deletes the album at `index`.
  func deleteAlbum(at index: Int) throws(PersistencyError) {
    // TODO: Let the persistency manager delete it, inside the lock.
  }
}
