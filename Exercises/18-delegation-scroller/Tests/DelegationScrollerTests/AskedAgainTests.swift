import Testing

@testable import DelegationScroller

/// A delegate whose answers change: how many views, and which view, are its to say at each
/// reload, and it writes down what it was asked and told.
final class ChangingViews: HorizontalScrollerDelegate {
  var count: Int
  private(set) var askedFor: [Int] = []
  private(set) var selected: [Int] = []

  init(count: Int) {
    self.count = count
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { count }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    askedFor.append(index)
    return View()
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    selected.append(index)
  }
}

/// The delegate's answers are asked afresh: on every reload, its count and each of its views;
/// at every selection, the delegate of the moment.
@Suite struct AskedAgainTests {
  @Test func everyReloadAsksTheDelegateForItsCountAndEachViewAgain() {
    let delegate = ChangingViews(count: 2)
    let scroller = HorizontalScroller()
    scroller.delegate = delegate
    scroller.reload()
    let first = scroller.views
    delegate.count = 3
    scroller.reload()
    #expect(
      scroller.views.count == 3,
      "each reload asks the delegate how many views there are: it now says 3, not the 2 it said before"
    )
    scroller.reload()
    #expect(
      delegate.askedFor == [0, 1, 0, 1, 2, 0, 1, 2],
      "each reload asks the delegate for every view, in order from 0, even when the count is the one it had: asked \(delegate.askedFor)"
    )
    #expect(
      !scroller.views.contains { view in first.contains { $0 === view } },
      "a reload keeps none of the views it made before: each is the one the delegate gave this time"
    )
  }

  @Test func aSelectionIsToldToTheDelegateOfTheMoment() {
    let first = ChangingViews(count: 5)
    let second = ChangingViews(count: 5)
    let scroller = HorizontalScroller()
    scroller.delegate = first
    scroller.reload()
    scroller.delegate = second
    scroller.tap(atX: 470)
    scroller.endScrolling(atOffset: 130)
    #expect(
      first.selected == [],
      "a tap and a let-go are told to the delegate set now, not to the one that loaded the views, but the old one heard \(first.selected)"
    )
    #expect(
      second.selected == [3, 1],
      "the delegate set now hears the tap at x 470 (view 3) and the let-go at offset 130 (view 1: (130 + 60) / 120 rounds down), but heard \(second.selected)"
    )
  }
}
