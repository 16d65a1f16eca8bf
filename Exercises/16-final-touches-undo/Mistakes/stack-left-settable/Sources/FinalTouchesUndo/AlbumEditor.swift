/// What the toolbar's two buttons do: Delete removes the current album, Undo brings back the
/// last one deleted, to the place it was.
final class AlbumEditor {
  /// The album list and its rules (exercise 2).
  private(set) var library: PersistencyManager
  /// The index of the album shown.
  private(set) var currentAlbumIndex = 0
  /// Each deleted album with the index it had, the most recent last.
  var undoStack: [DeletedAlbum] = []

  /// One deleted album and where it was: a memento the undo stack keeps.
  struct DeletedAlbum {
    let album: Album
    let index: Int
  }

  /// Edits `library`, starting on its first album.
  init(library: PersistencyManager = PersistencyManager()) {
    self.library = library
  }

  /// The albums, in order.
  var albums: [Album] { library.albums }

  /// Shows the album at `index`; an index with no album is ignored.
  func select(albumAt index: Int) {
    guard albums.indices.contains(index) else { return }
    currentAlbumIndex = index
  }

  /// Whether the Undo button is enabled: exactly when there is a delete to undo.
  var canUndo: Bool {
    !undoStack.isEmpty
  }

  /// Whether the Delete button is enabled: exactly when there is an album left.
  var canDelete: Bool {
    !albums.isEmpty
  }

  /// Deletes the album shown, and remembers it with its index for Undo.
  ///
  /// Then the album that took its place is shown, or the one before when it was the last.
  /// With no albums, nothing happens.
  func deleteCurrentAlbum() {
    guard let deleted = try? library.deleteAlbum(at: currentAlbumIndex) else { return }
    undoStack.append(DeletedAlbum(album: deleted, index: currentAlbumIndex))
    currentAlbumIndex = max(0, min(currentAlbumIndex, albums.count - 1))
  }

  /// Puts the most recently deleted album back at its index, and shows it.
  ///
  /// With nothing to undo, nothing happens.
  func undoDeletion() {
    guard let last = undoStack.popLast() else { return }
    do {
      try library.addAlbum(last.album, at: last.index)
      currentAlbumIndex = last.index
    } catch {
      undoStack.append(last)  // Refused, so nothing changed: keep it to undo.
    }
  }
}
