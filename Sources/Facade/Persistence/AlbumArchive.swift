import MVC
import Synchronization

/// Where ``PersistencyManager`` keeps the albums between launches.
///
/// The facade only needs "load" and "save"; how and where (a versioned file written atomically,
/// in the Memento module) is wired in by the app. A protocol keeps the Facade module free of
/// file formats, and lets tests use ``InMemoryAlbumArchive``.
public protocol AlbumArchive: Sendable {
  /// What was saved last time.
  ///
  /// - Throws: when the saved albums exist but cannot even be looked at (no permission); the
  ///   manager then keeps the albums in memory only, so it never overwrites what it could not
  ///   read.
  func loadAlbums() throws -> SavedAlbums

  /// Saves `albums`, replacing what was saved before.
  func saveAlbums(_ albums: [Album]) throws
}

/// What an ``AlbumArchive`` found.
public enum SavedAlbums: Hashable, Sendable {
  /// Nothing was ever saved: a first launch.
  case nothing
  /// The albums saved last time.
  case albums([Album])
  /// Something was saved but could not be read; it was set aside (never overwritten), and
  /// `note` says what was wrong and where the file went.
  case setAside(note: String)
}

/// An ``AlbumArchive`` in memory: for tests, and for a library that need not outlive its process.
public final class InMemoryAlbumArchive: AlbumArchive {
  private let saved: Mutex<SavedAlbums>

  /// Creates an archive that starts out holding `saved`.
  public init(_ saved: SavedAlbums = .nothing) {
    self.saved = Mutex(saved)
  }

  /// What was saved last.
  public func loadAlbums() -> SavedAlbums { saved.withLock { $0 } }

  /// Keeps `albums`.
  public func saveAlbums(_ albums: [Album]) { saved.withLock { $0 = .albums(albums) } }
}
