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
    let controller = LibraryController(albums: albums)
    return LibraryScreen(
      list: AlbumListView(state: controller.state),
      details: AlbumDetailsView(state: controller.state),
      controller: controller)
  }
}
