/// The library screen: a list, the selected album's details, and the controller behind them.
@MainActor
struct LibraryScreen {
  /// The list of albums.
  let list: AlbumListView
  /// The selected album's details.
  let details: AlbumDetailsView
  /// What the user's taps go through.
  let controller: LibraryController

  /// The composition root: builds a screen that shows `albums`, none of them selected.
  ///
  /// The one place a `LibraryState` is made; every part is handed the same instance, so what
  /// the controller changes, the views show.
  static func make(albums: [Album]) -> LibraryScreen {
    let state = LibraryState(albums: albums)
    return LibraryScreen(
      list: AlbumListView(state: state), details: AlbumDetailsView(state: state),
      controller: LibraryController(state: state))
  }
}

/// What a screen's state stores.
@MainActor
class ScreenStateStorage {
  /// The albums, in the order the list shows them.
  var albums: [Album]
  /// The index of the selected album in `albums`, or `nil` when none is.
  var selectedIndex: Int?

  /// Creates the state of a screen that shows `albums`, none of them selected.
  init(albums: [Album]) {
    self.albums = albums
  }
}
