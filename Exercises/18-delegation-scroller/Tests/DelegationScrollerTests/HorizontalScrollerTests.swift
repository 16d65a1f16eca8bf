import Testing

@testable import DelegationScroller

/// A delegate with `count` plain views, which writes down what was selected.
final class NumberedViews: HorizontalScrollerDelegate {
  let count: Int
  private(set) var selected: [Int] = []

  init(count: Int) {
    self.count = count
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { count }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View { View() }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    selected.append(index)
  }
}

/// The same, starting on a view of its choice, which it may change between reloads.
final class StartingViews: HorizontalScrollerDelegate {
  var start: Int

  init(start: Int) {
    self.start = start
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { 5 }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View { View() }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {}

  func initialViewIndex(for scroller: HorizontalScroller) -> Int { start }
}

@Suite struct HorizontalScrollerTests {
  func scroller(showing delegate: any HorizontalScrollerDelegate) -> HorizontalScroller {
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    return scroller
  }

  @Test func aNewScrollerIsAPhoneWideWithNothingToScroll() {
    let scroller = HorizontalScroller()
    #expect(
      scroller.frame == Rect(x: 0, y: 0, width: 320, height: 120),
      "the default frame is the tutorial's phone: 320 by 120 at (0, 0)")
    #expect(scroller.contentWidth == 0, "before reload() there is no content")
    #expect(scroller.contentOffset == 0, "before reload() nothing is scrolled")
  }

  @Test func reloadAsksTheDelegateForEachView() {
    let delegate = NumberedViews(count: 5)
    #expect(scroller(showing: delegate).views.count == 5, "one view per numberOfViews(in:)")
  }

  @Test func viewsSitInARowAfterTheLeadingOffset() {
    let delegate = NumberedViews(count: 5)
    let frames = scroller(showing: delegate).views.map(\.frame)
    #expect(
      frames.map(\.x) == [110, 230, 350, 470, 590],
      "view i is at x = 100 (offset) + 10 (padding) + 120·i")
    #expect(frames.allSatisfy { $0.y == 10 && $0.width == 100 && $0.height == 100 })
  }

  @Test(arguments: [(5, 800), (1, 320), (0, 200)])
  func theContentLeavesRoomAtBothEnds(count: Int, width: Int) {
    let delegate = NumberedViews(count: count)
    #expect(
      scroller(showing: delegate).contentWidth == width,
      "100 before, 120 per view, 100 after: 200 + 120·n")
  }

  @Test func theScrollerStartsOnTheFirstViewByDefault() {
    let delegate = NumberedViews(count: 5)
    #expect(scroller(showing: delegate).contentOffset == 0)
  }

  @Test func theScrollerStartsOnTheDelegatesInitialView() {
    let delegate = StartingViews(start: 2)
    #expect(scroller(showing: delegate).contentOffset == 240, "initial index × 120")
  }

  @Test func anInitialViewPastTheEndStartsOnTheLastView() {
    let delegate = StartingViews(start: 9)
    #expect(
      scroller(showing: delegate).contentOffset == 480,
      "index 9 of 5 views is clamped to view 4: 4 × 120")
    for start in [5, 7, 10] {
      let delegate = StartingViews(start: start)
      #expect(
        scroller(showing: delegate).contentOffset == 480,
        "index \(start) of 5 views is clamped to the last view, 4, not counted round: 4 × 120")
    }
  }

  @Test func anInitialViewBeforeTheFirstStartsOnTheFirstView() {
    let delegate = StartingViews(start: -3)
    #expect(scroller(showing: delegate).contentOffset == 0, "index -3 is clamped to view 0")
  }

  @Test func tappingAViewSelectsItAndCentresIt() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.tap(atX: 240)
    #expect(delegate.selected == [1], "x 240 is inside view 1 (230 to 330)")
    #expect(scroller.contentOffset == 120, "230 - 320 / 2 + 100 / 2 = 120: view 1 in the middle")
  }

  @Test func tappingTheFirstViewLeavesTheStartInPlace() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.tap(atX: 120)
    #expect(delegate.selected == [0])
    #expect(scroller.contentOffset == 0, "110 - 320 / 2 + 100 / 2 = 0: already in the middle")
  }

  @Test func aTapCentresByTheWidthTheScrollerHasNow() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.frame.width = 640
    scroller.tap(atX: 470)
    #expect(
      scroller.contentOffset == 200,
      "470 - 640 / 2 + 100 / 2 = 200: the width is read at the tap, as the scroller is now, not as it was made"
    )
  }

  @Test func tappingBetweenViewsSelectsNothing() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.tap(atX: 335)
    #expect(delegate.selected == [], "330 to 350 is the space between views 1 and 2")
  }

  @Test func lettingGoCentresTheNearestView() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.endScrolling(atOffset: 250)
    #expect(delegate.selected == [2], "(250 + 60) / 120 rounds down to view 2")
    #expect(scroller.contentOffset == 240)
  }

  @Test func lettingGoHalfwayToTheNextViewChoosesIt() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.endScrolling(atOffset: 60)
    #expect(delegate.selected == [1], "(60 + 60) / 120 is 1: from halfway, the next view")
    #expect(scroller.contentOffset == 120)
  }

  @Test func lettingGoBeforeTheFirstViewStopsAtTheFirstView() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.endScrolling(atOffset: -500)
    #expect(delegate.selected == [0], "(-500 + 60) / 120 is -3, clamped to view 0")
    #expect(scroller.contentOffset == 0)
  }

  @Test func lettingGoPastTheEndsStopsAtTheLastView() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.endScrolling(atOffset: 5000)
    #expect(delegate.selected == [4])
    #expect(scroller.contentOffset == 480)
  }

  @Test func reloadingAgainReplacesTheViews() {
    let delegate = NumberedViews(count: 5)
    let scroller = scroller(showing: delegate)
    scroller.reload()
    #expect(scroller.views.count == 5, "reload starts from nothing, so views never pile up")
  }

  @Test func aNumberOfViewsBelowZeroIsNone() {
    let delegate = NumberedViews(count: -3)
    let scroller = scroller(showing: delegate)
    #expect(scroller.views.isEmpty, "numberOfViews(in:) answered -3: a number below 0 is no views")
    #expect(scroller.contentWidth == 200, "no views: 200 + 120·0, the room at both ends")
    #expect(scroller.contentOffset == 0, "with no views there is nothing to scroll to")
  }

  @Test func everyReloadScrollsToTheInitialViewWhereverTheRowWas() {
    let delegate = StartingViews(start: 1)
    let scroller = scroller(showing: delegate)
    scroller.endScrolling(atOffset: 480)
    #expect(scroller.contentOffset == 480, "let go on view 4")
    scroller.reload()
    #expect(
      scroller.contentOffset == 120,
      "every reload scrolls to the delegate's initial view, 1 × 120, wherever the row was")
    scroller.tap(atX: 360)
    #expect(scroller.contentOffset == 240, "view 2 tapped: 350 - 320 / 2 + 100 / 2")
    scroller.reload()
    #expect(
      scroller.contentOffset == 120, "and again after a tap: back on the initial view, 1 × 120")
    delegate.start = 3
    scroller.reload()
    #expect(
      scroller.contentOffset == 360,
      "each reload asks the delegate for its initial view again, and it now says 3: 3 × 120, not the answer it gave before"
    )
  }

  @Test func reloadingWithoutTheDelegateEmptiesTheScroller() {
    let delegate = StartingViews(start: 3)
    let scroller = scroller(showing: delegate)
    scroller.delegate = nil
    scroller.reload()
    #expect(scroller.views.isEmpty, "no delegate, no views")
    #expect(scroller.contentWidth == 0, "reload() sets contentWidth back to 0 first")
    #expect(scroller.contentOffset == 0, "reload() sets contentOffset back to 0 first")
  }

  @Test func reloadingWithNoViewsScrollsBackToTheStart() {
    let delegate = StartingViews(start: 3)
    let scroller = scroller(showing: delegate)
    let empty = NumberedViews(count: 0)
    scroller.delegate = empty
    withExtendedLifetime(empty) { scroller.reload() }
    #expect(scroller.contentOffset == 0, "with no views there is nothing to scroll to")
  }

  @Test func lettingGoWithNoViewsChoosesNothing() {
    let delegate = NumberedViews(count: 0)
    let scroller = scroller(showing: delegate)
    scroller.endScrolling(atOffset: 0)
    #expect(delegate.selected == [], "with no views, endScrolling(atOffset:) selects none")
    #expect(scroller.contentOffset == 0, "and scrolls nowhere")
  }

  @Test func withoutADelegateThereIsNothingToShow() {
    let scroller = HorizontalScroller()
    scroller.reload()
    scroller.tap(atX: 110)
    scroller.endScrolling(atOffset: 0)
    #expect(scroller.views.isEmpty)
    #expect(scroller.contentWidth == 0)
  }
}
