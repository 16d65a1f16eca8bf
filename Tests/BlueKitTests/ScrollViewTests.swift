import BlueKit
import Testing

/// Writes down every delegate call, in order.
@MainActor
private final class ScrollRecorder: ScrollViewDelegate {
  var calls: [String] = []
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    calls.append("didScroll \(scrollView.contentOffset.x.formatted)")
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
    calls.append("didEndDragging decelerate=\(willDecelerate)")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
}

extension Double {
  fileprivate var formatted: String { String(Int(self)) }
}

/// Implements nothing: every delegate method is optional.
@MainActor
private final class QuietDelegate: ScrollViewDelegate {}

@MainActor
@Suite struct ScrollViewTests {
  func makeScrollView() -> ScrollView {
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 120))
    scrollView.contentSize = Size(width: 800, height: 120)
    return scrollView
  }

  @Test func aDragThatStopsDeadTellsTheDelegateInOrder() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.drag(to: Point(x: 130, y: 0))
    #expect(
      recorder.calls == ["willBeginDragging", "didScroll 130", "didEndDragging decelerate=false"])
  }

  @Test func aDragThatCoastsEndsWithDeceleration() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.drag(to: Point(x: 130, y: 0), thenDecelerateTo: Point(x: 300, y: 0))
    #expect(
      recorder.calls == [
        "willBeginDragging", "didScroll 130", "didEndDragging decelerate=true", "didScroll 300",
        "didEndDecelerating",
      ])
    #expect(scrollView.contentOffset == Point(x: 300, y: 0))
  }

  @Test func offsetsStopAtTheContentEdges() {
    let scrollView = makeScrollView()
    #expect(scrollView.contentOffsetRange.x == 0...480)
    scrollView.drag(to: Point(x: 5000, y: 40))
    #expect(scrollView.contentOffset == Point(x: 480, y: 0))
    scrollView.drag(to: Point(x: -70, y: 0))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func contentNarrowerThanTheViewDoesNotScroll() {
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 120))
    scrollView.contentSize = Size(width: 200, height: 120)
    scrollView.setContentOffset(Point(x: 50, y: 0))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func settingTheSameOffsetIsNotAScroll() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.setContentOffset(Point(x: 120, y: 0), animated: true)
    scrollView.setContentOffset(Point(x: 120, y: 0))
    #expect(recorder.calls == ["didScroll 120"])
  }

  @Test func theBoundsOriginIsTheContentOffset() {
    let scrollView = makeScrollView()
    scrollView.setContentOffset(Point(x: 240, y: 0))
    #expect(scrollView.bounds == Rect(x: 240, y: 0, width: 320, height: 120))
  }

  @Test func contentIsDrawnShiftedByTheOffsetAndClipped() {
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    scrollView.contentSize = Size(width: 60, height: 10)
    scrollView.addSubview(Label(frame: Rect(x: 15, y: 0, width: 30, height: 10), text: "abcdef"))
    #expect(scrollView.render(columns: 10, rows: 1) == "   a")
    scrollView.setContentOffset(Point(x: 10, y: 0))
    #expect(scrollView.render(columns: 10, rows: 1) == " abc")
  }

  @Test func contentScrolledPastTheLeftEdgeShowsItsTail() {
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    scrollView.contentSize = Size(width: 60, height: 10)
    scrollView.addSubview(Label(frame: Rect(x: 15, y: 0, width: 30, height: 10), text: "abcdef"))
    scrollView.setContentOffset(Point(x: 25, y: 0))
    #expect(scrollView.render(columns: 10, rows: 1) == "cdef")
  }

  @Test func aDelegateMayImplementNothing() {
    let scrollView = makeScrollView()
    let delegate = QuietDelegate()
    scrollView.delegate = delegate
    scrollView.drag(to: Point(x: 10, y: 0), thenDecelerateTo: Point(x: 20, y: 0))
    #expect(scrollView.contentOffset.x == 20)
  }

  @Test func theDelegateIsHeldWeakly() {
    let scrollView = makeScrollView()
    weak var released: ScrollRecorder?
    do {
      let recorder = ScrollRecorder()
      scrollView.delegate = recorder
      released = recorder
    }
    #expect(released == nil)
    #expect(scrollView.delegate == nil)
    scrollView.drag(to: Point(x: 10, y: 0))
    #expect(scrollView.contentOffset.x == 10)
  }
}
