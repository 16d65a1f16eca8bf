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
      heading: Self.isolated(album.title), detail: "\(Self.isolated(album.artist)), \(album.year)")
  }

  // A right-to-left title or artist (Hebrew, Arabic) would flip ", 1992" to the wrong side, so
  // such a value is wrapped in a first-strong isolate (U+2068 ... U+2069); others are as given.
  private static func isolated(_ value: String) -> String {
    let rightToLeft = value.unicodeScalars.contains { scalar in
      (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
        || (0xFE70...0xFEFC).contains(scalar.value)
    }
    return rightToLeft ? "\u{2068}" + value + "\u{2069}" : value
  }
}
