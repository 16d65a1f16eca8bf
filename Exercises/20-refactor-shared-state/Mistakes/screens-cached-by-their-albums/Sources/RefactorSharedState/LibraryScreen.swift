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
    // Opening the same albums again is instant: the screen made for them is reused.
    let key = albums.map(\.title).joined(separator: "|")
    if let screen = screens[key] { return screen }
    let state = LibraryState(albums: albums)
    let screen = LibraryScreen(
      list: AlbumListView(state: state), details: AlbumDetailsView(state: state),
      controller: LibraryController(state: state))
    screens[key] = screen
    return screen
  }

  /// The screens made so far, by their albums' titles.
  private static var screens: [String: LibraryScreen] = [:]
}
