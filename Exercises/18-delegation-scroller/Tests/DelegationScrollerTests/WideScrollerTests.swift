import Testing

@testable import DelegationScroller

/// The README: a tapped view is scrolled to the middle of the scroller, whatever its width,
/// "never below 0"; but the scroller starts on "`initialViewIndex(for:)` × 120", whatever its
/// width too.
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
}
