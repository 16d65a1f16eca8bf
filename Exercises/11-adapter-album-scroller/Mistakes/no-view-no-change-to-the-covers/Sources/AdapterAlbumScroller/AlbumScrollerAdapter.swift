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
    albums.count
  }

  /// An `AlbumView` of the album's cover, highlighted when it is the current album.
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let view = AlbumView(coverURL: albums[index].coverURL)
    view.highlight(index == currentIndex)
    return view
  }

  /// The chosen album becomes the current one, and only its cover stays highlighted in the
  /// scroller it was chosen in: every cover highlighted there is un-highlighted first, the
  /// current index's and any a choice in another scroller left behind.
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    currentIndex = index
    // Nothing to show in a scroller without that view: leave its covers alone.
    guard let chosen = albumView(at: index, in: scroller) else { return }
    for case let view as AlbumView in scroller.views where view.isHighlighted {
      view.highlight(false)
    }
    chosen.highlight(true)
  }

  /// The scroller opens on the current album.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    currentIndex
  }

  /// The scroller's view at `index` as an `AlbumView`, if there is one.
  private func albumView(at index: Int, in scroller: HorizontalScroller) -> AlbumView? {
    scroller.views.indices.contains(index) ? scroller.views[index] as? AlbumView : nil
  }
}
