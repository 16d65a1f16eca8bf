import Adapter
import BlueKit

/// The Adapter chapter's scroller: a drag must cost the same however many albums there are,
/// because only the visible views exist and each is reused.
@MainActor
struct ScrollerBenchmarks {
  let stopwatch: Stopwatch

  func run() {
    print("Adapter: HorizontalScroller, 1 000 drags of 12 points from the middle (per drag)")
    var perDrag: [Int: Double] = [:]
    for count in [1_000, 100_000] {
      let source = CountingSource(count: count)
      let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))
      scroller.delegate = source
      scroller.reload()
      // The same drags whatever the count: 1 000 steps of 12 points (a tenth of an album),
      // from the middle of the content, so only the number of albums differs.
      let middle = (scroller.contentSize.width / 2).rounded()
      let seconds = stopwatch.best {
        for step in 0..<1_000 {
          scroller.drag(to: Point(x: middle + Double(step) * 12, y: 0))
        }
      }
      perDrag[count] = seconds / 1_000
      let live = scroller.subviews.first?.subviews.count ?? 0
      print(
        "  \(count) items: \(Figure.time(seconds / 1_000)) per drag; views made by the delegate:"
          + " \(source.made), in the scroller at the end: \(live)")
    }
    if let small = perDrag[1_000], let large = perDrag[100_000] {
      print(
        "  100 000 items against 1 000, per drag: \(Figure.ratio(large, to: small))"
          + " (goal: at most 1.5×)")
    }
  }
}

/// A scroller delegate with `count` plain views, counting how many it makes.
@MainActor
final class CountingSource: HorizontalScrollerDelegate {
  let count: Int
  var made = 0

  init(count: Int) { self.count = count }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { count }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    if let reused = scroller.dequeueReusableView() { return reused }
    made += 1
    return View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {}
}
