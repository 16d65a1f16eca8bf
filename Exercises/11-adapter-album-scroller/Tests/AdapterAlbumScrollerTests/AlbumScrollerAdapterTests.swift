import Testing

@testable import AdapterAlbumScroller

@Suite struct AlbumScrollerAdapterTests {
  /// A scroller showing the placeholder albums through an adapter starting at `currentIndex`.
  func showAlbums(currentIndex: Int = 0) -> (HorizontalScroller, AlbumScrollerAdapter) {
    let adapter = AlbumScrollerAdapter(albums: Album.placeholders, currentIndex: currentIndex)
    let scroller = HorizontalScroller()
    scroller.delegate = adapter
    scroller.reload()
    return (scroller, adapter)
  }

  func highlighted(_ scroller: HorizontalScroller) -> [Int] {
    scroller.views.indices.filter { (scroller.views[$0] as? AlbumView)?.isHighlighted == true }
  }

  @Test func theScrollerShowsOneViewPerAlbum() {
    let (scroller, _) = showAlbums()
    #expect(scroller.views.count == 5, "numberOfViews(in:) is the number of albums")
  }

  @Test func eachViewIsItsAlbumsCover() {
    let (scroller, _) = showAlbums()
    #expect(
      scroller.views.map { ($0 as? AlbumView)?.coverURL } == Album.placeholders.map(\.coverURL),
      "view i is an AlbumView of album i's coverURL")
  }

  @Test func coversAreLaidOutAlongTheScroller() {
    let (scroller, _) = showAlbums()
    #expect(scroller.views.map(\.frame.x) == [110, 230, 350, 470, 590])
    #expect(scroller.contentWidth == 800, "100 before, 5 × 120, 100 after")
  }

  @Test func onlyTheCurrentAlbumsCoverIsHighlighted() {
    let (scroller, _) = showAlbums(currentIndex: 2)
    #expect(highlighted(scroller) == [2], "the view at currentIndex is highlighted, no other")
  }

  @Test func theScrollerOpensOnTheCurrentAlbum() {
    let (scroller, _) = showAlbums(currentIndex: 3)
    #expect(
      scroller.contentOffset == 360,
      "initialViewIndex(for:) returns currentIndex, so the scroller starts at 3 × 120")
  }

  @Test func tappingACoverMakesItsAlbumCurrent() {
    let (scroller, adapter) = showAlbums()
    scroller.tap(atX: 240)
    #expect(adapter.currentIndex == 1, "x 240 is inside the second cover (230 to 330)")
    #expect(highlighted(scroller) == [1], "the old cover is un-highlighted, the new one is")
  }

  @Test func withoutACurrentIndexTheFirstAlbumIsCurrent() {
    let adapter = AlbumScrollerAdapter(albums: Album.placeholders)
    #expect(adapter.currentIndex == 0, "currentIndex is 0 unless init is given another")
  }

  @Test func theScrollerDoesNotKeepItsDelegateAlive() {
    let scroller = HorizontalScroller()
    var adapter: AlbumScrollerAdapter? = AlbumScrollerAdapter(albums: Album.placeholders)
    scroller.delegate = adapter
    adapter = nil
    #expect(scroller.delegate == nil)
  }
}
