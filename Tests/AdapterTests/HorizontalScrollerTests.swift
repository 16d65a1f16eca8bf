import Adapter
import BlueKit
import Testing

/// A weak reference, to count the views still alive.
@MainActor
private struct WeakView {
  weak var view: View?
}

/// Numbered tiles: implements the three required methods, records what it was asked, and
/// reuses views when `reuses` is on.
@MainActor
private final class Tiles: HorizontalScrollerDelegate {
  var count: Int
  let reuses: Bool
  var requested: [Int] = []
  var selected: [Int] = []
  private var created: [WeakView] = []

  init(count: Int, reuses: Bool = true) {
    self.count = count
    self.reuses = reuses
  }

  /// How many views this delegate has made.
  var numberOfViewsCreated: Int { created.count }

  /// How many of them are still alive.
  var numberOfLiveViews: Int { created.filter { $0.view != nil }.count }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { count }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    requested.append(index)
    if reuses, let label = scroller.dequeueReusableView() as? Label {
      label.text = "\(index)"
      return label
    }
    let label = Label(text: "\(index)")
    created.append(WeakView(view: label))
    return label
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    selected.append(index)
  }
}

/// Tiles that start at a chosen index: implements the optional method too.
@MainActor
private final class TilesStartingAt: HorizontalScrollerDelegate {
  let count: Int
  let initialIndex: Int

  init(count: Int, initialIndex: Int) {
    self.count = count
    self.initialIndex = initialIndex
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { count }
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View { View() }
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {}
  func initialViewIndex(for scroller: HorizontalScroller) -> Int { initialIndex }
}

/// A screen that owns its scroller and is its delegate, as a view controller is.
@MainActor
private final class Screen: HorizontalScrollerDelegate {
  let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))

  init() {
    scroller.delegate = self
    scroller.reload()
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { 5 }
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View { View() }
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {}
}

/// `HorizontalScroller`: the tutorial's layout, its delegate, and the bugs of the 2014 version.
@MainActor
@Suite struct HorizontalScrollerTests {
  let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))

  fileprivate func loaded(_ tiles: Tiles) -> Tiles {
    scroller.delegate = tiles
    scroller.reload()
    return tiles
  }

  // MARK: Layout

  @Test func viewIIsAt110Plus120iAnd10Down100By100() throws {
    _ = loaded(Tiles(count: 5))
    #expect(scroller.indicesForVisibleViews == [0, 1])
    #expect(
      try #require(scroller.view(at: 0)).frame == Rect(x: 110, y: 10, width: 100, height: 100))
    #expect(
      try #require(scroller.view(at: 1)).frame == Rect(x: 230, y: 10, width: 100, height: 100))
    #expect(scroller.rectForView(at: 4) == Rect(x: 590, y: 10, width: 100, height: 100))
  }

  @Test(arguments: [(0, 200.0), (1, 320), (5, 800), (100_000, 12_000_200)])
  func theContentIs200Plus120nWide(count: Int, width: Double) {
    _ = loaded(Tiles(count: count))
    #expect(scroller.contentSize == Size(width: width, height: 120))
  }

  @Test func aCustomLayoutMovesTheViews() {
    let small = HorizontalScroller(
      frame: Rect(x: 0, y: 0, width: 320, height: 70),
      layout: .init(padding: 5, itemSize: 50, leadingOffset: 20))
    let tiles = Tiles(count: 3)
    small.delegate = tiles
    small.reload()
    #expect(small.rectForView(at: 2) == Rect(x: 145, y: 5, width: 50, height: 50))
    #expect(small.contentSize.width == 220)
    #expect(small.layout.step == 60)
  }

  @Test func aLayoutRefusesNegativeSpacesAndEmptyViews() {
    let layout = HorizontalScroller.Layout(padding: -4, itemSize: 0, leadingOffset: -1)
    #expect(layout.padding == 0)
    #expect(layout.itemSize == 1)
    #expect(layout.leadingOffset == 0)
  }

  // MARK: Centring

  @Test func onA320PointScrollerViewIIsCentredAtOffset120i() {
    _ = loaded(Tiles(count: 5))
    var offsets: [Double] = []
    for index in 0..<5 {
      scroller.centerView(at: index)
      offsets.append(scroller.contentOffset.x)
    }
    #expect(offsets == [0, 120, 240, 360, 480])
  }

  @Test func centringAnIndexOutOfRangeCentresTheNearestEnd() {
    _ = loaded(Tiles(count: 5))
    scroller.centerView(at: 99)
    #expect(scroller.contentOffset.x == 480)
    scroller.centerView(at: -2)
    #expect(scroller.contentOffset.x == 0)
  }

  @Test func withoutAnInitialIndexTheFirstViewIsCentred() {
    let starting = TilesStartingAt(count: 5, initialIndex: 3)
    scroller.delegate = starting
    scroller.reload()
    #expect(scroller.contentOffset.x == 360)
    // The 2014 scroller only scrolled when the delegate implemented the optional method, so it
    // stayed at 360 here.
    _ = loaded(Tiles(count: 5))
    #expect(scroller.contentOffset.x == 0)
  }

  @Test func theDelegatesInitialIndexIsCentredAtReload() {
    let starting = TilesStartingAt(count: 5, initialIndex: 3)
    scroller.delegate = starting
    scroller.reload()
    #expect(scroller.contentOffset.x == 360)
    #expect(scroller.indicesForVisibleViews == [2, 3, 4])
    #expect(scroller.indexOfViewNearestCenter == 3)
  }

  @Test(arguments: [(99, 480.0), (-3, 0)])
  func anInitialIndexOutOfRangeIsClamped(initialIndex: Int, offset: Double) {
    let starting = TilesStartingAt(count: 5, initialIndex: initialIndex)
    scroller.delegate = starting
    scroller.reload()
    #expect(scroller.contentOffset.x == offset)
  }

  @Test func onAWiderScrollerTheInitialViewIsStillCentred() throws {
    // The 2014 code scrolled to 120·i, which centres a view on a 320-point screen only.
    let wide = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 400, height: 120))
    let starting = TilesStartingAt(count: 8, initialIndex: 3)
    wide.delegate = starting
    wide.reload()
    #expect(wide.contentOffset.x == 320)
    let view = try #require(wide.view(at: 3))
    #expect(view.frame.midX - wide.contentOffset.x == 200)
    #expect(wide.indexOfViewNearestCenter == 3)
  }

  // MARK: Taps

  @Test func aTapOnAViewSelectsItAndCentresIt() {
    let tiles = loaded(Tiles(count: 5))
    scroller.tap(at: Point(x: 280, y: 60))
    #expect(tiles.selected == [1])
    #expect(scroller.contentOffset.x == 120)
  }

  @Test func aTapLandsInContentCoordinates() {
    let tiles = loaded(Tiles(count: 5))
    scroller.centerView(at: 3)
    scroller.tap(at: Point(x: 300, y: 60))  // content x 660: view 4, at 590...690
    #expect(tiles.selected == [4])
    #expect(scroller.contentOffset.x == 480)
  }

  @Test(arguments: [Point(x: 220, y: 60), Point(x: 50, y: 60), Point(x: 160, y: 5)])
  func aTapBetweenOrBesideTheViewsDoesNothing(location: Point) {
    let tiles = loaded(Tiles(count: 5))
    scroller.tap(at: location)
    #expect(tiles.selected == [])
    #expect(scroller.contentOffset.x == 0)
  }

  // MARK: Drags

  @Test(arguments: [(290.0, 2, 240.0), (170, 1, 120), (59, 0, 0), (60, 1, 120)])
  func aDragThatStopsDeadCentresTheNearestViewAndSelectsIt(
    offset: Double, index: Int, centred: Double
  ) {
    let tiles = loaded(Tiles(count: 5))
    scroller.drag(to: Point(x: offset, y: 0))
    #expect(tiles.selected == [index])
    #expect(scroller.contentOffset.x == centred)
  }

  @Test func aDragThatCoastsCentresOnceWhereTheContentComesToRest() {
    let tiles = loaded(Tiles(count: 5))
    scroller.drag(to: Point(x: 100, y: 0), thenDecelerateTo: Point(x: 370, y: 0))
    #expect(tiles.selected == [3])
    #expect(scroller.contentOffset.x == 360)
  }

  @Test(arguments: [(1e9, 4, 480.0), (-500, 0, 0)])
  func aDragPastEitherEndSelectsTheViewAtThatEnd(offset: Double, index: Int, centred: Double) {
    let tiles = loaded(Tiles(count: 5))
    scroller.drag(to: Point(x: 200, y: 0), thenDecelerateTo: Point(x: offset, y: 0))
    #expect(tiles.selected == [index])
    #expect(scroller.contentOffset.x == centred)
  }

  @Test func aScrollerWiderThanItsContentSelectsAViewThatExists() {
    // Content 440 points wide in a 1000-point scroller: the middle is past the last view.
    let wide = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 1000, height: 120))
    let tiles = Tiles(count: 2)
    wide.delegate = tiles
    wide.reload()
    wide.drag(to: Point(x: 50, y: 0))
    #expect(tiles.selected == [1])
  }

  // MARK: Nothing to show

  @Test func zeroViewsIsAnEmptyScrollerThatIgnoresFingers() {
    let tiles = loaded(Tiles(count: 0))
    scroller.tap(at: Point(x: 160, y: 60))
    scroller.drag(to: Point(x: 300, y: 0))
    scroller.centerView(at: 2)
    #expect(tiles.selected == [])
    #expect(tiles.requested == [])
    #expect(scroller.indicesForVisibleViews == [])
    #expect(scroller.indexOfViewNearestCenter == nil)
    #expect(scroller.contentOffset == .zero)
  }

  @Test func aNegativeCountIsZero() {
    _ = loaded(Tiles(count: -4))
    #expect(scroller.numberOfViews == 0)
    #expect(scroller.contentSize.width == 200)
  }

  @Test func withoutADelegateAReloadEmptiesTheScroller() {
    _ = loaded(Tiles(count: 5))
    scroller.delegate = nil
    scroller.reload()
    #expect(scroller.numberOfViews == 0)
    #expect(scroller.indicesForVisibleViews == [])
    scroller.tap(at: Point(x: 160, y: 60))
  }

  @Test func theDelegateIsHeldWeaklyAndItsDepartureIsNoCrash() {
    weak var released: Tiles?
    do {
      let tiles = loaded(Tiles(count: 5))
      released = tiles
    }
    #expect(released == nil)
    #expect(scroller.delegate == nil)
    scroller.tap(at: Point(x: 280, y: 60))
    scroller.drag(to: Point(x: 400, y: 0))
    #expect(scroller.contentOffset.x == 360)
    scroller.reload()
    #expect(scroller.numberOfViews == 0)
  }

  @Test func aScreenAndItsScrollerFormNoRetainCycle() {
    weak var releasedScreen: Screen?
    weak var releasedScroller: HorizontalScroller?
    do {
      let screen = Screen()
      screen.scroller.tap(at: Point(x: 280, y: 60))
      releasedScreen = screen
      releasedScroller = screen.scroller
    }
    #expect(releasedScreen == nil)
    #expect(releasedScroller == nil)
  }

  // MARK: Reuse

  @Test func aReloadAsksOnlyForTheViewsOnScreen() {
    let tiles = loaded(Tiles(count: 100_000))
    #expect(tiles.requested == [0, 1])
    let starting = TilesStartingAt(count: 100_000, initialIndex: 50_000)
    scroller.delegate = starting
    scroller.reload()
    #expect(scroller.contentOffset.x == 6_000_000)
    #expect(scroller.indicesForVisibleViews == [49_999, 50_000, 50_001])
  }

  @Test func scrollingOneStepAsksForTheOneViewComingOnScreen() {
    let tiles = loaded(Tiles(count: 10))
    scroller.drag(to: Point(x: 120, y: 0))
    #expect(tiles.requested == [0, 1, 2])
    #expect(scroller.indicesForVisibleViews == [0, 1, 2])
  }

  @Test func aViewOffScreenIsNotThereAndAnIndexOutOfRangeIsNoCrash() {
    _ = loaded(Tiles(count: 10))
    #expect(scroller.view(at: 5) == nil)
    #expect(scroller.view(at: -1) == nil)
    #expect(scroller.view(at: 10) == nil)
  }

  @Test func aViewScrolledAwayIsHandedOutAgain() {
    let tiles = loaded(Tiles(count: 100))
    let first = scroller.view(at: 0)
    scroller.centerView(at: 10)
    #expect(scroller.indicesForVisibleViews == [9, 10, 11])
    #expect([9, 10, 11].contains { scroller.view(at: $0) === first })
    #expect(tiles.numberOfViewsCreated == 3)
  }

  @Test func withAHundredThousandViewsOnlyAFewAreEverMade() {
    let tiles = loaded(Tiles(count: 100_000))
    for step in 1...200 {
      scroller.drag(to: Point(x: Double(step) * 97, y: 0))
    }
    scroller.drag(to: Point(x: 6_000_000, y: 0), thenDecelerateTo: Point(x: 1e12, y: 0))
    #expect(tiles.selected.last == 99_999)
    // Never more views than fit on a 320-point scroller at once: 4, when a sliver of view 0
    // and of view 3 show beside views 1 and 2.
    #expect(tiles.numberOfViewsCreated == 4)
    // Each drag asks only for the views coming on screen: about one per 120 points.
    #expect(tiles.requested.count < 1_000)
  }

  @Test func aDelegateThatNeverReusesStillLeavesOnlyAFewViewsAlive() {
    let tiles = loaded(Tiles(count: 100_000, reuses: false))
    for step in 1...200 {
      scroller.drag(to: Point(x: Double(step) * 97, y: 0))
    }
    #expect(tiles.numberOfViewsCreated > 200)
    // At most 4 views fit on a 320-point scroller, and the pool keeps at most 4 spares.
    #expect(tiles.numberOfLiveViews <= 8)
  }

  @Test func aWiderFrameShowsMoreViews() {
    let tiles = loaded(Tiles(count: 10))
    scroller.frame = Rect(x: 0, y: 0, width: 640, height: 120)
    #expect(scroller.indicesForVisibleViews == [0, 1, 2, 3, 4])
    #expect(tiles.requested == [0, 1, 2, 3, 4])
  }
}
