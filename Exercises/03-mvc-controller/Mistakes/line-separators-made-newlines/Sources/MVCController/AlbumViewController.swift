/// BlueLibrary's controller: it owns the albums (the model) and the views, and keeps them in
/// step; the model and the views never meet.
final class AlbumViewController {
  /// The model: every album, in order.
  let albums: [Album]
  /// One view per album, made from the album's cover alone.
  let albumViews: [AlbumView]
  /// The details of the selected album.
  let detailsView = DetailsView()
  /// The index of the selected album.
  private(set) var currentIndex = 0

  /// Shows `albums`, the first one selected.
  init(albums: [Album]) {
    self.albums = albums
    albumViews = albums.map { AlbumView(coverURL: $0.coverURL) }
    select(albumAt: 0)
  }

  /// Selects the album at `index`.
  ///
  /// Its cover alone is highlighted, and its details show "<title>" above "<artist>, <year>".
  /// An index with no album is ignored.
  func select(albumAt index: Int) {
    guard albums.indices.contains(index) else { return }
    albumViews[currentIndex].highlight(false)
    albumViews[index].highlight(true)
    currentIndex = index
    let album = albums[index]
    detailsView.show(
      heading: Self.shown(album.title),
      detail: "\(Self.shown(album.artist)), \(Self.shown(album.year))")
  }

  /// A label breaks lines at "\n"; U+2028 and U+2029 are line breaks it may not know, so each
  /// is shown as "\n".
  private static func shown(_ value: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      scalars.append(scalar == "\u{2028}" || scalar == "\u{2029}" ? "\n" : scalar)
    }
    return String(scalars)
  }
}
