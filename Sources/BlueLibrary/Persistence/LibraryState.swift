import Memento

/// The app's small state between launches: which album was on screen.
///
/// The Memento pattern at its smallest. The 2014 code kept the index in `NSUserDefaults` under
/// `currentAlbumIndex`; the same key in a `KeyValueStore` here, a file in the data directory
/// for the app and memory for tests.
@MainActor
struct LibraryState {
  /// The key the index is saved under: the tutorial's own.
  static let currentAlbumIndexKey = "currentAlbumIndex"

  let store: any KeyValueStore

  /// The album index saved last, clamped to the albums there are now (they may have changed,
  /// or been reset, since it was saved): 0 when nothing was saved, and 0 when there are no
  /// albums (the screen then shows none, whatever the index).
  func restoredAlbumIndex(albumCount: Int) -> Int {
    let saved = store.integer(forKey: Self.currentAlbumIndexKey) ?? 0
    return min(max(saved, 0), max(albumCount - 1, 0))
  }

  /// Saves `index` as the album on screen.
  func save(currentAlbumIndex index: Int) throws {
    try store.set(index, forKey: Self.currentAlbumIndexKey)
  }
}
