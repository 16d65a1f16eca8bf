import Testing

@testable import DelegationScroller

/// A delegate that writes down, when it is told of a selection, where the scroller stands.
final class OffsetDiary: HorizontalScrollerDelegate {
  private(set) var offsetsWhenSelected: [Int] = []

  func numberOfViews(in scroller: HorizontalScroller) -> Int { 5 }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View { View() }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    offsetsWhenSelected.append(scroller.contentOffset)
  }
}

/// A tap, as the README says it: the view whose frame contains x is chosen.
///
/// That view is "scrolled to the middle ... and the delegate is told it was selected": by then,
/// the scroller is where it settles.
@Suite struct TapAndTellTests {
  @Test func aTapJustPastAViewsRightEdgeSelectsNothing() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: 210)
    #expect(
      delegate.selected == [],
      "view 0 covers 110 up to, not including, 210 (Rect.containsX): 210 is between views")
  }

  @Test func aTapOnAViewsLeftEdgeIsInTheView() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    for x in [110, 230, 350, 470, 590] { scroller.tap(atX: x) }
    #expect(
      delegate.selected == [0, 1, 2, 3, 4],
      "view i covers 110 + 120·i up to, not including, its right edge (Rect.containsX): its left edge is in it"
    )
  }

  @Test func onceTheDelegateIsGoneATapAndALetGoStillScroll() {
    let scroller = HorizontalScroller()
    do {
      let delegate = NumberedViews(count: 5)
      scroller.delegate = delegate
      scroller.reload()
    }
    #expect(scroller.delegate == nil && scroller.views.count == 5)
    scroller.tap(atX: 470)
    #expect(
      scroller.contentOffset == 360,
      "the delegate is gone but the views stay until the next reload: a tap on view 3 still centres it (470 − 160 + 50), with no one to tell"
    )
    scroller.endScrolling(atOffset: 130)
    #expect(
      scroller.contentOffset == 120,
      "and letting go at 130 still scrolls to the nearest view, 1 (1 × 120)")
  }

  @Test func aTapInTheLeadingSpaceBeforeTheFirstViewSelectsNothing() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: 50)
    scroller.tap(atX: 109)
    #expect(
      delegate.selected == [],
      "view 0 starts at 110: 50 and 109 are in the leading space before it, where no view is")
  }

  @Test func aTapLeftOfTheContentSelectsNothing() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: -20)
    scroller.tap(atX: -130)
    #expect(
      delegate.selected == [],
      "no frame contains a negative x: a tap there selects nothing, and must not trap")
    #expect(scroller.contentOffset == 0, "a tap that selects nothing does not scroll")
  }

  @Test func aTapIsAContentXWhereverTheRowIsScrolled() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: 240)
    #expect(scroller.contentOffset == 120, "view 1 (230 to 330) is centred: the row is scrolled")
    scroller.tap(atX: 360)
    #expect(
      delegate.selected == [1, 2],
      "x is a content x, as frames are: 360 is in view 2 (350 to 450) wherever the row stands")
  }

  @Test func theDelegateIsToldOnceTheViewIsCentred() {
    let delegate = OffsetDiary()
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: 240)
    scroller.endScrolling(atOffset: 250)
    #expect(
      delegate.offsetsWhenSelected == [120, 240],
      "scroll first, then tell: a delegate that reads contentOffset sees where it settled")
  }

  @Test func choosingTheSameViewAgainTellsTheDelegateAgain() {
    let delegate = NumberedViews(count: 5)
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    scroller.tap(atX: 240)
    scroller.tap(atX: 240)
    scroller.endScrolling(atOffset: 120)
    #expect(
      delegate.selected == [1, 1, 1],
      "every tap on a view and every letting go tells the delegate, the view already chosen too")
  }
}
