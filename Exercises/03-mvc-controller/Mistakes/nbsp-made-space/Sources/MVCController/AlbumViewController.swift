import Foundation

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
    // A label wraps at spaces: a no-break space pasted from the web would keep a long title on
    // one line and cut it off, so it is shown as an ordinary space.
    let wrappable = { (value: String) in value.replacingOccurrences(of: "\u{00A0}", with: " ") }
    detailsView.show(
      heading: wrappable(album.title),
      detail: "\(wrappable(album.artist)), \(wrappable(album.year))")
  }
}
