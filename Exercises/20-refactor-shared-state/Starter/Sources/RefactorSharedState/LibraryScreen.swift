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
  static func make(albums: [Album]) -> LibraryScreen {
    // TODO: Make one LibraryState here and hand it to each part, instead of resetting the
    // global one.
    LibraryState.shared.albums = albums
    LibraryState.shared.selectedIndex = nil
    return LibraryScreen(
      list: AlbumListView(), details: AlbumDetailsView(), controller: LibraryController())
  }
}
