/// The details of the selected album.
@MainActor
struct AlbumDetailsView {
  // TODO: Be given the state in an initializer instead of reaching for LibraryState.shared.

  /// The selected album's fields, one a line, or a single line saying nothing is selected.
  var lines: [String] {
    let state = LibraryState.shared
    guard let index = state.selectedIndex else { return ["No album selected"] }
    let album = state.albums[index]
    return [
      "Title: \(album.title)", "Artist: \(album.artist)", "Genre: \(album.genre)",
      "Year: \(album.year)",
    ]
  }
}
