/// A row of covers that scrolls sideways, like the one at the top of BlueLibrary, cut down to
/// what its delegate meets: it asks what to show and tells what was chosen.
///
/// It knows nothing of albums: what to show comes from its delegate, so any app can reuse it.
/// Laying the views out in a row and scrolling them is left out here; exercise 18 builds that.
final class HorizontalScroller: View {
  /// Says what to show; `weak`, because the delegate usually owns the scroller.
  weak var delegate: (any HorizontalScrollerDelegate)?
  /// The views shown, left to right.
  private(set) var views: [View] = []
  /// The view the scroller opened on, as its delegate said; `nil` while it shows nothing.
  private(set) var initialIndex: Int?

  /// Asks the delegate for the views again, and for the one to open on.
  ///
  /// Without a delegate there is nothing to show.
  func reload() {
    views = []
    initialIndex = nil
    guard let delegate else { return }
    let count = max(0, delegate.numberOfViews(in: self))
    views = (0..<count).map { delegate.horizontalScroller(self, viewAt: $0) }
    if !views.isEmpty {
      initialIndex = delegate.initialViewIndex(for: self)
    }
  }

  /// Chooses the view at `index`, as a tap would, and tells the delegate.
  ///
  /// An index with no view does nothing.
  func select(at index: Int) {
    guard views.indices.contains(index) else { return }
    delegate?.horizontalScroller(self, didSelectViewAt: index)
  }
}
