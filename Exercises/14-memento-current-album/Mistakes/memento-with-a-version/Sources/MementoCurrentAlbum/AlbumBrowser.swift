import Foundation

/// Browses the albums one at a time; it can save where it is, and come back to it later.
///
/// The originator of the Memento pattern: only it knows what a memento holds.
final class AlbumBrowser {
  /// The key the state is saved under.
  static let stateKey = "currentAlbumIndex"

  /// A snapshot of the browser's state.
  ///
  /// Its contents are `fileprivate`: the store that keeps it cannot read or change it, only
  /// hand it back.
  struct Memento: Codable, Equatable {
    fileprivate var currentIndex: Int
    /// The save format, so a later version of the app can tell old saves apart.
    fileprivate var version: Int? = 1
  }

  /// The albums browsed.
  let albums: [Album]
  /// The index of the album shown.
  private(set) var currentIndex = 0

  /// Browses `albums`, starting at the first.
  init(albums: [Album]) {
    self.albums = albums
  }

  /// Shows the album at `index`; an index with no album is ignored.
  func select(albumAt index: Int) {
    guard albums.indices.contains(index) else { return }
    currentIndex = index
  }

  /// A snapshot of where the browser is.
  func makeMemento() -> Memento {
    Memento(currentIndex: currentIndex)
  }

  /// Goes back to the state in `memento`.
  ///
  /// An index past the albums lands on the last album (the albums may have changed since), a
  /// negative one on the first; with no albums, on 0.
  func restore(from memento: Memento) {
    currentIndex = max(0, min(memento.currentIndex, albums.count - 1))
  }

  /// Saves a memento in `store` under `stateKey`, as JSON.
  func saveState(to store: StateStore) throws {
    store.set(try JSONEncoder().encode(makeMemento()), forKey: Self.stateKey)
  }

  /// Restores the memento saved in `store`, if there is one.
  ///
  /// - Throws: A decoding error when the saved data is damaged; the state is then unchanged.
  func restoreState(from store: StateStore) throws {
    guard let data = store.data(forKey: Self.stateKey) else { return }
    restore(from: try JSONDecoder().decode(Memento.self, from: data))
  }
}
