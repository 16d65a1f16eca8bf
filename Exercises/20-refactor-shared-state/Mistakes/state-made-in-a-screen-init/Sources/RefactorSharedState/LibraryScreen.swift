/// The library screen: a list, the selected album's details, and the controller behind them.
@MainActor
struct LibraryScreen {
  let list: AlbumListView
  let details: AlbumDetailsView
  let controller: LibraryController

  /// A screen on `albums`: makes its state and hands it to each part.
  init(albums: [Album]) {
    let state = LibraryState(albums: albums)
    list = AlbumListView(state: state)
    details = AlbumDetailsView(state: state)
    controller = LibraryController(state: state)
  }

  /// The composition root.
  static func make(albums: [Album]) -> LibraryScreen {
    LibraryScreen(albums: albums)
  }
}
