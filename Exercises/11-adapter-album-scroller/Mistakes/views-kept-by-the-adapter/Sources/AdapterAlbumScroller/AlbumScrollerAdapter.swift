/// Makes a list of albums fit the scroller's `HorizontalScrollerDelegate` interface: the
/// scroller asks in views and indices, the adapter answers from the albums.
final class AlbumScrollerAdapter: HorizontalScrollerDelegate {
  /// The albums shown.
  let albums: [Album]
  /// The index of the current album, whose cover is highlighted.
  private(set) var currentIndex: Int
  /// The views this adapter made, in order.
  private var madeViews: [AlbumView] = []

  /// Adapts `albums`, starting on the one at `currentIndex`.
  init(albums: [Album], currentIndex: Int = 0) {
    self.albums = albums
    self.currentIndex = currentIndex
  }

  /// One view per album.
  func numberOfViews(in scroller: HorizontalScroller) -> Int {
    albums.count
  }

  /// An `AlbumView` of the album's cover, highlighted when it is the current album.
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let view = AlbumView(coverURL: albums[index].coverURL)
    view.highlight(index == currentIndex)
    madeViews.append(view)
    return view
  }

  /// The chosen album becomes the current one, and only its cover stays highlighted.
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    madeViews[currentIndex].highlight(false)
    currentIndex = index
    madeViews[index].highlight(true)
  }

  /// The scroller opens on the current album.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    currentIndex
  }
}
