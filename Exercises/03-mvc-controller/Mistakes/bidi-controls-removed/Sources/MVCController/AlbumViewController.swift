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

  /// Bidi override and isolate controls (U+202A–U+202E, U+2066–U+2069) can make a label show
  /// text in another order than it holds, so the labels leave them out.
  private static func shown(_ value: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: value.unicodeScalars.filter {
        !(0x202A...0x202E).contains($0.value) && !(0x2066...0x2069).contains($0.value)
      })
    return String(scalars)
  }
}
