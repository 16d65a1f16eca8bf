import Adapter
import BlueKit

// tutorial:begin tracing-scroller-delegate
/// A scroller's delegate that says what the scroller asked, and what it was told: a decorator
/// by wrapping, put around the controller at the composition root.
///
/// It *is* a `HorizontalScrollerDelegate` and it *has* one: every question goes to the wrapped
/// delegate, and the answer comes back unchanged, with a line in the trace on its way. Neither
/// the scroller nor the controller knows it is there.
@MainActor
final class TracingScrollerDelegate: HorizontalScrollerDelegate {
  /// The real delegate.
  ///
  /// Weak, like every delegate: the controller owns this decorator.
  private weak var component: (any HorizontalScrollerDelegate)?
  private let trace: PatternTrace

  /// Creates a decorator around `component`, recording into `trace`.
  init(wrapping component: any HorizontalScrollerDelegate, trace: PatternTrace) {
    self.component = component
    self.trace = trace
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int {
    let count = component?.numberOfViews(in: scroller) ?? 0
    record("numberOfViews → \(count)")
    return count
  }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    // Recorded first: the view the delegate makes asks for its cover at once, and that line
    // should follow this one.
    record("viewAt: \(index)")
    return component?.horizontalScroller(scroller, viewAt: index) ?? View()
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    record("didSelectViewAt: \(index)")
    component?.horizontalScroller(scroller, didSelectViewAt: index)
  }

  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    let index = component?.initialViewIndex(for: scroller) ?? 0
    record("initialViewIndex → \(index)")
    return index
  }

  private func record(_ question: String) {
    trace.record(.adapter, trace.words.scrollerAskedDelegate(question))
  }
}
// tutorial:end tracing-scroller-delegate
