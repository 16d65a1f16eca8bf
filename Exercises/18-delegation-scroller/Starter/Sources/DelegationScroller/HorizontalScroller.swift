/// A row of views that scrolls sideways, like the covers at the top of BlueLibrary.
///
/// It knows nothing of albums: what to show comes from its delegate, so any app can reuse it.
final class HorizontalScroller: View {
  /// The space around each view.
  static let padding = 10
  /// Each view's width and height.
  static let itemSize = 100
  /// The empty space before the first view and after the last.
  static let leadingOffset = 100
  /// The distance from one view's left edge to the next one's.
  static let stride = itemSize + 2 * padding

  /// Says what to show; `weak`, because the delegate usually owns the scroller.
  weak var delegate: (any HorizontalScrollerDelegate)?
  /// The views shown, left to right.
  private(set) var views: [View] = []
  /// The width of everything that scrolls.
  private(set) var contentWidth = 0
  /// How far the content is scrolled: the content's x at the scroller's left edge.
  private(set) var contentOffset = 0

  /// Creates a scroller as wide as a phone screen.
  override init(frame: Rect = Rect(x: 0, y: 0, width: 320, height: 120)) {
    super.init(frame: frame)
  }

  /// Asks the delegate for the views again, and lays them out in a row.
  ///
  /// View `i` goes at x = 110 + 120·i, y = 10, 100 by 100; the content is 200 + 120·n wide,
  /// scrolled to the delegate's initial view (an index out of range is clamped to the first or
  /// last view). Without a delegate there is nothing to show.
  func reload() {
    // TODO: Start from nothing (no views, width 0, offset 0). With a delegate, ask it for the
    // number of views and each view; set each view's frame and keep it. Then set contentWidth,
    // and contentOffset to the initial view's index × stride, the index clamped to the views.
  }

  /// Chooses the view at `x` across the content, and scrolls it to the middle.
  ///
  /// A tap between views does nothing.
  func tap(atX x: Int) {
    // TODO: Find the view whose frame contains x. Scroll so it is in the middle: the offset is
    // its x, minus half the scroller's width, plus half a view (never below 0). Then tell the
    // delegate it was selected.
  }

  /// The learner let go at `offset`: the view nearest the middle is scrolled to the middle
  /// and chosen.
  func endScrolling(atOffset offset: Int) {
    // TODO: With views, the nearest is (offset + 50 + 10) / stride, kept within the views'
    // indices. Scroll to its index × stride, and tell the delegate it was selected.
  }
}
