/// The album list and the rules for changing it: the part of BlueLibrary's model that decides
/// what "add" and "delete" mean.
///
/// It knows nothing of screens; the controller asks it for changes and shows the result.
struct PersistencyManager {
  /// The albums, in the order the scroller shows them.
  private(set) var albums: [Album]

  /// Starts with `albums`: the five placeholder albums unless told otherwise.
  init(albums: [Album] = Album.placeholders) {
    self.albums = albums
  }

  /// Adds `album` at `index`, or at the end when `index` is past it.
  ///
  /// - Throws: `PersistencyError.negativeIndex` for an index below 0; nothing changes.
  mutating func addAlbum(_ album: Album, at index: Int) throws(PersistencyError) {
    guard index >= 0 else { throw .negativeIndex(index) }
    if index <= albums.count {
      albums.insert(album, at: index)
    } else {
      albums.append(album)
    }
  }

  /// Removes the album at `index` and returns it.
  ///
  /// - Throws: `PersistencyError.noAlbum` when there is no album at `index`; nothing changes.
  @discardableResult
  mutating func deleteAlbum(at index: Int) throws(PersistencyError) -> Album {
    guard albums.indices.contains(index) else {
      throw .noAlbum(at: index, count: albums.count)
    }
    return albums.remove(at: index)
  }

  /// Puts a fresh list in, for a new library (or a test).
  mutating func replaceAlbums(with newAlbums: [Album]) {
    albums = newAlbums
  }
}
