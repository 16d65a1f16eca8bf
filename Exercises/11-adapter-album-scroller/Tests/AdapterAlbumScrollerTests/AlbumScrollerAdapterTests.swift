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

  @Test func twoAlbumsMakeTwoViews() {
    let adapter = AlbumScrollerAdapter(albums: Array(Album.placeholders.prefix(2)))
    let scroller = HorizontalScroller()
    scroller.delegate = adapter
    scroller.reload()
    #expect(
      scroller.views.map { ($0 as? AlbumView)?.coverURL } == [
        Album.placeholders[0].coverURL, Album.placeholders[1].coverURL,
      ],
      "the adapter answers from the albums it was given, however many there are")
  }

  @Test func noAlbumsMakeNoViews() {
    let adapter = AlbumScrollerAdapter(albums: [])
    let scroller = HorizontalScroller()
    scroller.delegate = adapter
    scroller.reload()
    #expect(scroller.views.isEmpty, "an empty library shows an empty scroller")
  }

  @Test func onlyTheCurrentAlbumsCoverIsHighlighted() {
    let (scroller, _) = showAlbums(currentIndex: 2)
    #expect(highlighted(scroller) == [2], "the view at currentIndex is highlighted, no other")
  }

  @Test func theScrollerOpensOnTheCurrentAlbum() {
    let (scroller, _) = showAlbums(currentIndex: 3)
    #expect(
      scroller.initialIndex == 3,
      "initialViewIndex(for:) returns currentIndex; the protocol's default would start at 0")
  }

  @Test func choosingACoverMakesItsAlbumCurrent() {
    let (scroller, adapter) = showAlbums()
    scroller.select(at: 1)
    #expect(adapter.currentIndex == 1, "didSelectViewAt makes the chosen album current")
    #expect(highlighted(scroller) == [1], "the old cover is un-highlighted, the new one is")
  }

  @Test func choosingACoverUpdatesTheViewsOnScreen() throws {
    let (scroller, adapter) = showAlbums()
    let shown = scroller.views
    try #require(shown.count == 5, "numberOfViews(in:) is the number of albums")
    scroller.select(at: 1)
    #expect(adapter.currentIndex == 1)
    #expect(
      scroller.views.count == shown.count && zip(scroller.views, shown).allSatisfy { $0 === $1 },
      "didSelectViewAt changes the highlight of the views the scroller shows; it does not reload")
    #expect(
      (shown[0] as? AlbumView)?.isHighlighted == false, "the old cover on screen is un-highlighted")
    #expect(
      (shown[1] as? AlbumView)?.isHighlighted == true, "the new cover on screen is highlighted")
  }

  @Test func choosingTheCurrentCoverAgainLeavesItHighlighted() {
    let (scroller, adapter) = showAlbums(currentIndex: 2)
    scroller.select(at: 2)
    #expect(adapter.currentIndex == 2)
    #expect(
      highlighted(scroller) == [2],
      "old cover un-highlighted, then new one highlighted: the same cover stays highlighted")
  }

  @Test func theOldCoverIsUnHighlightedBeforeTheNewOneIsHighlighted() {
    let (scroller, adapter) = showAlbums(currentIndex: 3)
    var changes: [String] = []
    for (index, view) in scroller.views.enumerated() {
      (view as? AlbumView)?.onHighlight = { changes.append("\(index) \($0 ? "on" : "off")") }
    }
    scroller.select(at: 1)
    #expect(adapter.currentIndex == 1)
    #expect(
      changes.last == "1 on" && changes.filter { $0.hasSuffix(" on") } == ["1 on"]
        && changes.contains("3 off"),
      "old cover un-highlighted (3 off), then new one highlighted (1 on), last: the changes were \(changes)"
    )
  }

  @Test func choosingUnHighlightsEveryHighlightedCover() throws {
    let (scroller, adapter) = showAlbums(currentIndex: 0)
    try #require(scroller.views.count == 5, "numberOfViews(in:) is the number of albums")
    (scroller.views[3] as? AlbumView)?.highlight(true)
    (scroller.views[4] as? AlbumView)?.highlight(true)
    scroller.select(at: 2)
    #expect(adapter.currentIndex == 2)
    #expect(
      highlighted(scroller) == [2],
      "old cover un-highlighted, every highlighted one (0, 3 and 4), then the new one highlighted")
  }

  @Test func choosingTwiceLeavesOnlyTheLastHighlighted() {
    let (scroller, adapter) = showAlbums(currentIndex: 2)
    scroller.select(at: 4)
    scroller.select(at: 0)
    #expect(adapter.currentIndex == 0)
    #expect(
      highlighted(scroller) == [0],
      "each choice un-highlights the cover that was current, whichever it was")
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

  @Test func theSameAlbumTwiceIsTwoViews() {
    let bowie = Album.placeholders[0]
    let adapter = AlbumScrollerAdapter(albums: [bowie, bowie])
    let scroller = HorizontalScroller()
    scroller.delegate = adapter
    scroller.reload()
    #expect(
      highlighted(scroller) == [0],
      "the same album twice is two views: only the one at currentIndex is highlighted")
    scroller.select(at: 1)
    #expect(highlighted(scroller) == [1], "the old cover is un-highlighted, the new one is")
  }

  @Test func choosingAfterASecondReloadUpdatesTheViewsOnScreen() {
    let (scroller, adapter) = showAlbums()
    scroller.reload()
    scroller.select(at: 3)
    #expect(adapter.currentIndex == 3)
    #expect(
      highlighted(scroller) == [3],
      "didSelectViewAt highlights the views the scroller shows now (scroller.views)")
  }

  @Test func afterAChoiceAReloadOpensOnItAndHighlightsIt() {
    let adapter = AlbumScrollerAdapter(albums: Album.placeholders, currentIndex: 3)
    let scroller = HorizontalScroller()
    scroller.delegate = adapter
    scroller.reload()
    scroller.select(at: 1)
    scroller.reload()
    #expect(
      scroller.initialIndex == 1,
      "initialViewIndex(for:) is the current index, the one chosen last (1), not the one given to init (3)"
    )
    #expect(
      highlighted(scroller) == [1],
      "after a reload, viewAt highlights the current album's cover, the one chosen last (1), not the one given to init (3)"
    )
  }

  @Test func everyAlbumHasItsViewAnEmptyCoverToo() {
    var albums = Album.placeholders
    albums[1].coverURL = ""
    let adapter = AlbumScrollerAdapter(albums: albums)
    let scroller = HorizontalScroller()
    scroller.delegate = adapter
    scroller.reload()
    #expect(
      scroller.views.map { ($0 as? AlbumView)?.coverURL } == albums.map(\.coverURL),
      "one view per album, in order, each its album's cover: an album with an empty cover address too"
    )
    scroller.select(at: 3)
    #expect(adapter.currentIndex == 3, "the indices are the albums' own: none left out")
    #expect(highlighted(scroller) == [3])
  }

  @Test func anAdapterMadeOnAnIndexWithNoAlbumHighlightsTheFirstChoice() {
    for staleIndex in [5, 9, -1] {
      let (scroller, adapter) = showAlbums(currentIndex: staleIndex)
      #expect(
        highlighted(scroller) == [],
        "made on \(staleIndex), an index with no album (saved when the list was longer, or below 0): no cover is highlighted"
      )
      #expect(
        scroller.initialIndex == staleIndex,
        "made on \(staleIndex): initialViewIndex(for:) is the current index as it is (\(staleIndex)), not clamped to the last cover: keeping it in range is the scroller's job"
      )
      scroller.select(at: 2)
      #expect(
        adapter.currentIndex == 2 && highlighted(scroller) == [2],
        "made on \(staleIndex): the first choice highlights its cover, with nothing to un-highlight"
      )
    }
  }

  @Test func anAdapterWithNoAlbumsAnswersItsIndexAsItIs() {
    let adapter = AlbumScrollerAdapter(albums: [], currentIndex: 3)
    #expect(
      adapter.initialViewIndex(for: HorizontalScroller()) == 3,
      "with no albums at all, initialViewIndex(for:) still answers the index as it is (3), not 0: keeping it in range is the scroller's job"
    )
  }

  @Test func eachAdapterHasItsOwnCurrentIndex() {
    let albums = Album.placeholders + Album.placeholders
    let first = AlbumScrollerAdapter(albums: albums, currentIndex: 7)
    let second = AlbumScrollerAdapter(albums: albums, currentIndex: 8)
    let firstScroller = HorizontalScroller()
    firstScroller.delegate = first
    firstScroller.reload()
    let secondScroller = HorizontalScroller()
    secondScroller.delegate = second
    secondScroller.reload()
    #expect(
      first.currentIndex == 7 && firstScroller.initialIndex == 7
        && highlighted(firstScroller) == [7],
      "each adapter has its own current index: the one made on 7 opens on 7, whatever another adapter was made on"
    )
    #expect(
      second.currentIndex == 8 && secondScroller.initialIndex == 8
        && highlighted(secondScroller) == [8],
      "each adapter has its own current index: the one made on 8 opens on 8")
  }

  @Test func oneAdapterServingTwoScrollersHasOneCurrentIndex() {
    let adapter = AlbumScrollerAdapter(albums: Album.placeholders, currentIndex: 4)
    let row = HorizontalScroller()
    row.delegate = adapter
    row.reload()
    let sidebar = HorizontalScroller()
    sidebar.delegate = adapter
    sidebar.reload()
    row.select(at: 2)
    #expect(
      highlighted(row) == [2],
      "a choice in the row is shown in the row's views (the scroller didSelectViewAt is given), not in the scroller that loaded last"
    )
    #expect(
      highlighted(sidebar) == [4],
      "the sidebar's views stay as they were until it reloads: a choice in the row neither un-highlights 4 there nor highlights 2"
    )
    let askedAlone = [2, 4].map { adapter.horizontalScroller(sidebar, viewAt: $0) as? AlbumView }
    #expect(
      askedAlone.map { $0?.isHighlighted } == [true, false],
      "asked alone before the sidebar reloads, its view of 2 is highlighted and of 4 not: a view is highlighted if its album is current, the one chosen last, whatever the sidebar still shows"
    )
    sidebar.reload()
    #expect(
      adapter.currentIndex == 2 && sidebar.initialIndex == 2 && highlighted(sidebar) == [2],
      """
      one adapter serving two scrollers has one current index, the one chosen last: a choice \
      of 2 in one scroller makes the other open on 2 and highlight it at its next reload, not \
      on 4, the index given to init
      """)
  }

  @Test func aLaterChoiceInTheOtherScrollerLeavesOnlyItsCoverHighlightedThere() {
    let adapter = AlbumScrollerAdapter(albums: Album.placeholders, currentIndex: 4)
    let row = HorizontalScroller()
    row.delegate = adapter
    row.reload()
    let sidebar = HorizontalScroller()
    sidebar.delegate = adapter
    sidebar.reload()
    row.select(at: 2)
    sidebar.select(at: 2)
    #expect(
      adapter.currentIndex == 2 && highlighted(sidebar) == [2],
      """
      2 chosen in the row, then 2 in the sidebar (still showing 4 highlighted): the choice is \
      shown in the sidebar, cover 2 highlighted even though 2 was already current, and 4 \
      un-highlighted, so only the chosen cover is highlighted there
      """)
    #expect(highlighted(row) == [2], "a choice in the sidebar leaves the row's views as they were")
    row.select(at: 0)
    sidebar.select(at: 3)
    #expect(
      adapter.currentIndex == 3 && highlighted(sidebar) == [3],
      """
      0 chosen in the row, then 3 in the sidebar (still showing 2 highlighted): every cover \
      highlighted in the sidebar is un-highlighted (2, not only the current index's, 0), then 3 \
      is highlighted, the only one there
      """)
    #expect(highlighted(row) == [0], "a choice in the sidebar leaves the row's views as they were")
  }

  @Test func aChoiceInAScrollerWithNoViewsYetTrapsNothing() {
    let adapter = AlbumScrollerAdapter(albums: Album.placeholders, currentIndex: 2)
    let scroller = HorizontalScroller()
    for index in [3, 0, -1] {
      adapter.horizontalScroller(scroller, didSelectViewAt: index)
      #expect(
        adapter.currentIndex == index && scroller.views.isEmpty,
        "a choice in a scroller not loaded yet, with no view at \(index), traps nothing: album \(index) is still made current"
      )
    }
    let twoAlbums = AlbumScrollerAdapter(albums: Array(Album.placeholders.prefix(2)))
    let short = HorizontalScroller()
    short.delegate = twoAlbums
    short.reload()
    for index in [2, 4, -1] {
      adapter.horizontalScroller(short, didSelectViewAt: 1)
      adapter.horizontalScroller(short, didSelectViewAt: index)
      #expect(
        adapter.currentIndex == index && short.views.count == 2,
        "a choice in a scroller showing 2 views, none at \(index), traps nothing: album \(index) is made current"
      )
      #expect(
        highlighted(short) == [],
        "after 1 is chosen, then \(index), which has no view there, cover 1 is un-highlighted all the same: no cover there is the current album's, but \(highlighted(short)) stayed highlighted"
      )
    }
    withExtendedLifetime(twoAlbums) {}
  }

  @Test func aViewAskedForAloneIsHighlightedIfItIsCurrent() {
    let adapter = AlbumScrollerAdapter(albums: Album.placeholders, currentIndex: 2)
    let scroller = HorizontalScroller()
    let current = adapter.horizontalScroller(scroller, viewAt: 2) as? AlbumView
    let other = adapter.horizontalScroller(scroller, viewAt: 3) as? AlbumView
    #expect(
      current?.isHighlighted == true,
      "viewAt answers with the cover highlighted if it is current, as it is made: asked alone, outside a reload, too"
    )
    #expect(other?.isHighlighted == false, "viewAt highlights the current album's cover only")
  }

  @Test func anyAlbumCanBeChosenABlankOneToo() {
    var albums = Album.placeholders
    albums[1] = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    let adapter = AlbumScrollerAdapter(albums: albums, currentIndex: 3)
    let scroller = HorizontalScroller()
    scroller.delegate = adapter
    scroller.reload()
    scroller.select(at: 1)
    #expect(
      adapter.currentIndex == 1 && highlighted(scroller) == [1],
      "any album can be chosen, a blank one (every field empty) too: it becomes current and its cover is highlighted"
    )
    scroller.reload()
    #expect(
      highlighted(scroller) == [1]
        && (adapter.horizontalScroller(scroller, viewAt: 1) as? AlbumView)?.isHighlighted == true,
      "a blank album, once current, is highlighted on a reload too, and when its view is asked for alone"
    )
  }
}
