/// The library screen: a list, the selected album's details, and the controller behind them.
@MainActor
struct LibraryScreen {
  /// The list of albums.
  let list: AlbumListView
  /// The selected album's details.
  let details: AlbumDetailsView
  /// What the user's taps go through.
  let controller: LibraryController

  /// The state of the last screen made, while that screen is alive.
  private static weak var lastState: LibraryState?

  /// The composition root: builds a screen that shows `albums`, none of them selected.
  ///
  /// The one place a `LibraryState` is made; every part is handed the same instance, so what
  /// the controller changes, the views show.
  static func make(albums: [Album]) -> LibraryScreen {
    // Reuse the last screen's state while it is alive (weak: it keeps nothing alive itself).
    let state = lastState ?? LibraryState(albums: albums)
    state.albums = albums
    state.selectedIndex = nil
    lastState = state
    return LibraryScreen(
      list: AlbumListView(state: state), details: AlbumDetailsView(state: state),
      controller: LibraryController(state: state))
  }
}
