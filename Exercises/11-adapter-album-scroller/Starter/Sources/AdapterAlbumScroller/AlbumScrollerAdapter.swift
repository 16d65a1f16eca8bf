/// Makes a list of albums fit the scroller's `HorizontalScrollerDelegate` interface: the
/// scroller asks in views and indices, the adapter answers from the albums.
final class AlbumScrollerAdapter: HorizontalScrollerDelegate {
  /// The albums shown.
  let albums: [Album]
  /// The index of the current album, whose cover is highlighted.
  private(set) var currentIndex: Int

  /// Adapts `albums`, starting on the one at `currentIndex`.
  init(albums: [Album], currentIndex: Int = 0) {
    self.albums = albums
    self.currentIndex = currentIndex
  }

  /// One view per album.
  func numberOfViews(in scroller: HorizontalScroller) -> Int {
    // TODO: How many albums are there?
    0
  }

  /// An `AlbumView` of the album's cover, highlighted when it is the current album.
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    // TODO: Make an AlbumView from albums[index].coverURL; highlight it when index is
    // currentIndex.
    View()
  }

  /// The chosen album becomes the current one, and only its cover stays highlighted in the
  /// scroller it was chosen in.
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    // TODO: Un-highlight every highlighted view in scroller.views (they are Views: cast each
    // with `as? AlbumView`), make `index` current, and highlight its view.
  }

  /// The scroller opens on the current album.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    // TODO: Start on the current album rather than the first.
    0
  }
}
