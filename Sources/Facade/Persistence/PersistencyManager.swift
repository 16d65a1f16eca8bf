import MVC

/// Keeps the albums: part of the subsystem behind ``LibraryAPI``.
///
/// Callers outside the facade should not use it directly; it is public so a test or the app's
/// wiring can hand one to ``LibraryAPI/init(persistencyManager:httpClient:isOnline:)``.
@MainActor
public final class PersistencyManager {
  /// The albums, in order.
  public private(set) var albums: [Album]

  /// Creates a store holding `albums` (the five placeholders unless told otherwise).
  public init(albums: [Album] = Album.placeholders) {
    self.albums = albums
  }

  /// Inserts `album` at `index`, or appends it when `index` is past the end.
  ///
  /// Appending past the end is the tutorial's rule: an undo can put an album back at its old
  /// position even after other deletions made the list shorter.
  /// - Throws: ``LibraryError/negativeIndex(_:)`` for an index below zero.
  public func addAlbum(_ album: Album, at index: Int) throws {
    guard index >= 0 else { throw LibraryError.negativeIndex(index) }
    if index <= albums.count {
      albums.insert(album, at: index)
    } else {
      albums.append(album)
    }
  }

  /// Removes and returns the album at `index`.
  ///
  /// - Throws: ``LibraryError`` when there is no album at `index`; the 2014 code crashed.
  @discardableResult
  public func deleteAlbum(at index: Int) throws -> Album {
    guard index >= 0 else { throw LibraryError.negativeIndex(index) }
    guard index < albums.count else {
      throw LibraryError.indexOutOfRange(index: index, count: albums.count)
    }
    return albums.remove(at: index)
  }
}
