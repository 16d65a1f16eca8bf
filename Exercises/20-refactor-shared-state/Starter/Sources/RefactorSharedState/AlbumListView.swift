/// The list of albums, the selected one marked.
@MainActor
struct AlbumListView {
  // TODO: Be given the state in an initializer instead of reaching for LibraryState.shared.

  /// One row per album: "> " marks the selected one, two spaces the others.
  var rows: [String] {
    let state = LibraryState.shared
    return state.albums.indices.map { index in
      let album = state.albums[index]
      let marker = index == state.selectedIndex ? "> " : "  "
      return marker + "\(album.title) (\(album.artist), \(album.year))"
    }
  }
}
