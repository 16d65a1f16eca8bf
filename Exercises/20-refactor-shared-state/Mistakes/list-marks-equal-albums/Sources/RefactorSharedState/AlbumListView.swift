/// The list of albums, the selected one marked.
@MainActor
struct AlbumListView {
  /// The state it shows, given by the composition root.
  let state: LibraryState

  /// One row per album: "> " marks the selected one, two spaces the others.
  var rows: [String] {
    let selected = state.selectedIndex.map { state.albums[$0] }
    return state.albums.map { album in
      (album == selected ? "> " : "  ") + "\(album.title) (\(album.artist), \(album.year))"
    }
  }
}
