/// The details of the selected album.
@MainActor
struct AlbumDetailsView {
  /// The state it shows, given by the composition root.
  let state: LibraryState
  /// The albums it shows, as it was given them.
  private let albums: [Album]

  /// Shows the albums of `state`, and its selection.
  init(state: LibraryState) {
    self.state = state
    albums = state.albums
  }

  /// The selected album's fields, one a line, or a single line saying nothing is selected.
  var lines: [String] {
    guard let index = state.selectedIndex else { return ["No album selected"] }
    let album = albums[index]
    return [
      "Title: \(album.title)", "Artist: \(album.artist)", "Genre: \(album.genre)",
      "Year: \(album.year)",
    ]
  }
}
