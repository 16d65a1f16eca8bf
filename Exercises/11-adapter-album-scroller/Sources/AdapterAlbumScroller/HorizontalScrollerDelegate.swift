/// What a `HorizontalScroller` asks of the object that uses it: what to show, and what to do
/// when a view is chosen.
///
/// `AnyObject`, so the scroller can hold its delegate `weak`ly: the delegate usually owns the
/// scroller, and two strong references would keep both alive forever.
protocol HorizontalScrollerDelegate: AnyObject {
  /// How many views the scroller shows.
  func numberOfViews(in scroller: HorizontalScroller) -> Int
  /// The view at `index`.
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View
  /// The view at `index` was chosen (tapped, or scrolled to the middle).
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int)
  /// The view to start on. Optional: a delegate that does not say starts on the first.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int
}

extension HorizontalScrollerDelegate {
  /// Starts on the first view: what makes `initialViewIndex(for:)` optional to implement.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int { 0 }
}
