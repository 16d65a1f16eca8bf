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
  /// How far left of a tapped view's x the row stops: half the width, less half a view.
  private let centringShift: Int

  /// Creates a scroller as wide as a phone screen.
  override init(frame: Rect = Rect(x: 0, y: 0, width: 320, height: 120)) {
    centringShift = frame.width / 2 - Self.itemSize / 2
    super.init(frame: frame)
  }

  /// Asks the delegate for the views again, and lays them out in a row.
  ///
  /// View `i` goes at x = 110 + 120·i, y = 10, 100 by 100; the content is 200 + 120·n wide,
  /// scrolled to the delegate's initial view (an index out of range is clamped to the first or
  /// last view). Without a delegate there is nothing to show.
  func reload() {
    views = []
    contentWidth = 0
    contentOffset = 0
    guard let delegate else { return }
    let count = max(0, delegate.numberOfViews(in: self))
    for index in 0..<count {
      let view = delegate.horizontalScroller(self, viewAt: index)
      view.frame = Rect(
        x: Self.leadingOffset + Self.padding + index * Self.stride, y: Self.padding,
        width: Self.itemSize, height: Self.itemSize)
      views.append(view)
    }
    contentWidth = Self.leadingOffset + count * Self.stride + Self.leadingOffset
    if !views.isEmpty {
      let initial = min(max(0, delegate.initialViewIndex(for: self)), views.count - 1)
      contentOffset = initial * Self.stride
    }
  }

  /// Chooses the view at `x` across the content, and scrolls it to the middle.
  ///
  /// A tap between views does nothing.
  func tap(atX x: Int) {
    guard let index = views.firstIndex(where: { $0.frame.containsX(x) }) else { return }
    contentOffset = max(0, views[index].frame.x - centringShift)
    delegate?.horizontalScroller(self, didSelectViewAt: index)
  }

  /// The learner let go at `offset`: the view nearest the middle is scrolled to the middle
  /// and chosen.
  func endScrolling(atOffset offset: Int) {
    guard !views.isEmpty else { return }
    let nearest = (offset + Self.leadingOffset / 2 + Self.padding) / Self.stride
    let index = min(max(0, nearest), views.count - 1)
    contentOffset = index * Self.stride
    delegate?.horizontalScroller(self, didSelectViewAt: index)
  }
}
