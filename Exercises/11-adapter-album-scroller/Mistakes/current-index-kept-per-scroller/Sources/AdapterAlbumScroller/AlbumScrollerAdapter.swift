/// Makes a list of albums fit the scroller's `HorizontalScrollerDelegate` interface: the
/// scroller asks in views and indices, the adapter answers from the albums.
final class AlbumScrollerAdapter: HorizontalScrollerDelegate {
  /// The albums shown.
  let albums: [Album]
  /// Where every scroller starts until its user chooses a cover.
  private let startIndex: Int
  /// What each scroller's user chose last: one adapter may serve several scrollers (a phone's
  /// row and an iPad's sidebar), and a choice in one should not move the other.
  private var chosen: [ObjectIdentifier: Int] = [:]

  /// Adapts `albums`, starting on the one at `currentIndex`.
  init(albums: [Album], currentIndex: Int = 0) {
    self.albums = albums
    startIndex = currentIndex
  }

  /// The index of the current album of the scroller most recently chosen in.
  private(set) var currentIndex: Int {
    get { lastChosen ?? startIndex }
    set { lastChosen = newValue }
  }
  private var lastChosen: Int?

  private func current(in scroller: HorizontalScroller) -> Int {
    chosen[ObjectIdentifier(scroller)] ?? startIndex
  }

  /// One view per album.
  func numberOfViews(in scroller: HorizontalScroller) -> Int {
    albums.count
  }

  /// An `AlbumView` of the album's cover, highlighted when it is this scroller's current album.
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let view = AlbumView(coverURL: albums[index].coverURL)
    view.highlight(index == current(in: scroller))
    return view
  }

  /// The chosen album becomes the scroller's current one, and only its cover stays highlighted.
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    albumView(at: current(in: scroller), in: scroller)?.highlight(false)
    chosen[ObjectIdentifier(scroller)] = index
    currentIndex = index
    albumView(at: index, in: scroller)?.highlight(true)
  }

  /// The scroller opens on its current album.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    current(in: scroller)
  }

  /// The scroller's view at `index` as an `AlbumView`, if there is one.
  private func albumView(at index: Int, in scroller: HorizontalScroller) -> AlbumView? {
    scroller.views.indices.contains(index) ? scroller.views[index] as? AlbumView : nil
  }
}
