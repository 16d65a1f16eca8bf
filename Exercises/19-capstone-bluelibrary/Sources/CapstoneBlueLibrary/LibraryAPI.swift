/// The facade every screen talks to (exercises 5 and 6, without the web): the albums, and the
/// changes to them.
final class LibraryAPI {
  private var persistencyManager: PersistencyManager

  /// Creates the facade over `persistencyManager`.
  init(persistencyManager: PersistencyManager = PersistencyManager()) {
    self.persistencyManager = persistencyManager
  }

  /// Every album, in order.
  var albums: [Album] {
    persistencyManager.albums
  }

  /// Adds `album` at `index` (at the end when past it).
  func addAlbum(_ album: Album, at index: Int) throws(PersistencyError) {
    try persistencyManager.addAlbum(album, at: index)
  }

  /// Deletes the album at `index`.
  func deleteAlbum(at index: Int) throws(PersistencyError) {
    try persistencyManager.deleteAlbum(at: index)
  }
}
