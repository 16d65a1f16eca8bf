import Testing

@testable import DelegationScroller

/// The README: a tapped view is scrolled to the middle of the scroller, whatever its width,
/// "never below 0"; but the scroller starts on "`initialViewIndex(for:)` × 120", whatever its
/// width too.
///
/// Its views are 100 × 100 however tall it is, and a drag past the end stops at the last view
/// however wide it is. A tapped view's offset is "never below 0" and nothing more: not capped at
/// the content's end. Letting go is "(offset + 60) / 120" at any width.
@Suite struct WideScrollerTests {
  @Test func centringTheFirstViewOfAWideScrollerStopsAtZero() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 600, height: 120))
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: 150)
    #expect(delegate.selected == [0], "x 150 is inside view 0 (110 to 210)")
    #expect(
      scroller.contentOffset == 0,
      "110 - 600 / 2 + 100 / 2 = -140, but an offset is never below 0: use max(0, ...)")
  }

  @Test func centringUsesTheScrollersOwnWidth() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 600, height: 120))
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: 360)
    #expect(delegate.selected == [2], "x 360 is inside view 2 (350 to 450)")
    #expect(
      scroller.contentOffset == 100,
      "350 - 600 / 2 + 100 / 2 = 100: half of this scroller's frame.width, not of a phone's 320")
  }

  @Test func aWideScrollerStartsOnTheInitialViewTimes120() {
    let delegate = StartingViews(start: 2)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 600, height: 120))
    scroller.delegate = delegate
    scroller.reload()
    #expect(
      scroller.contentOffset == 240,
      "reload() scrolls to initialViewIndex(for:) × 120, not to the view centred as a tap is")
  }

  @Test func viewsAre100By100AtY10InATallScroller() {
    let delegate = NumberedViews(count: 3)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    scroller.delegate = delegate
    scroller.reload()
    #expect(
      scroller.views.map(\.frame) == [
        Rect(x: 110, y: 10, width: 100, height: 100),
        Rect(x: 230, y: 10, width: 100, height: 100),
        Rect(x: 350, y: 10, width: 100, height: 100),
      ],
      "every view is 100 × 100 at y = 10, however tall the scroller: not its height less the padding"
    )
  }

  /// The scroller's place in its superview plays no part: frames and taps are content
  /// coordinates, and centring uses only its width.
  @Test func theScrollersPlaceInItsSuperviewPlaysNoPart() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller(frame: Rect(x: 20, y: 64, width: 320, height: 120))
    scroller.delegate = delegate
    scroller.reload()
    #expect(
      scroller.views.map(\.frame) == [
        Rect(x: 110, y: 10, width: 100, height: 100),
        Rect(x: 230, y: 10, width: 100, height: 100),
        Rect(x: 350, y: 10, width: 100, height: 100),
        Rect(x: 470, y: 10, width: 100, height: 100),
        Rect(x: 590, y: 10, width: 100, height: 100),
      ],
      "views sit at x = 110 + 120·i, y = 10 in the content, wherever the scroller is (here at 20, 64)"
    )
    scroller.tap(atX: 120)
    scroller.tap(atX: 215)
    #expect(
      delegate.selected == [0],
      "x 120 is inside view 0 (110 to 209) and x 215 is between views: a tap's x is a content x, frame.x is not taken off"
    )
    scroller.tap(atX: 360)
    #expect(delegate.selected == [0, 2], "x 360 is inside view 2 (350 to 449)")
    #expect(
      scroller.contentOffset == 240,
      "350 - 320 / 2 + 50 = 240: only the scroller's width counts, not its frame.x (20)")
  }

  @Test func aDragPastTheEndOfAWideScrollerStopsAtTheLastView() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 600, height: 120))
    scroller.delegate = delegate
    scroller.reload()
    scroller.endScrolling(atOffset: 5000)
    #expect(
      delegate.selected == [4],
      "(5000 + 60) / 120 = 42, clamped to the views: the last view, 4; the offset itself is not clamped first"
    )
    #expect(scroller.contentOffset == 480, "and it is scrolled to 4 × 120")
  }

  @Test(arguments: [(600, 340), (1000, 140)])
  func tappingTheLastViewCentresItPastTheContentsEnd(width: Int, offset: Int) {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: width, height: 120))
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: 600)
    #expect(delegate.selected == [4], "x 600 is inside view 4 (590 to 690)")
    #expect(
      scroller.contentOffset == offset,
      "590 - \(width) / 2 + 50 = \(offset): never below 0, and not capped at the content's end (800 - \(width))"
    )
  }

  @Test(arguments: [200, 600, 1000])
  func lettingGoIsTheSameSumAtAnyWidth(width: Int) {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: width, height: 120))
    scroller.delegate = delegate
    scroller.reload()
    scroller.endScrolling(atOffset: 100)
    #expect(scroller.contentOffset == 120, "(100 + 60) / 120 = 1, scrolled to 1 × 120")
    scroller.endScrolling(atOffset: 419)
    #expect(scroller.contentOffset == 360, "(419 + 60) / 120 = 3, scrolled to 3 × 120")
    #expect(
      delegate.selected == [1, 3],
      "(offset + 60) / 120 whatever the scroller's width (\(width) here): the width is not part of it"
    )
  }
}
