// swift-format-ignore-file
/// The list of albums, the selected one marked.
@MainActor
struct AlbumListView {
  /// The state it shows, given by the composition root.
  let state: LibraryState!

  /// One row per album: "> " marks the selected one, two spaces the others.
  var rows: [String] {
    state.albums.indices.map { index in
      let album = state.albums[index]
      let marker = index == state.selectedIndex ? "> " : "  "
      return marker + "\(album.title) (\(album.artist), \(album.year))"
    }
  }
}
