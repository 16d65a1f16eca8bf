import BlueKit

/// A row of square views that scrolls sideways and settles with the chosen view in the middle.
///
/// The tutorial built it for album covers, yet it never mentions an album: what it shows comes
/// from its ``delegate``, as a table's rows come from its data source. That is what makes it
/// reusable, and the Adapter chapter's example: anything that conforms to
/// ``HorizontalScrollerDelegate`` can be scrolled.
///
/// ```swift
/// let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))
/// scroller.delegate = coversController  // conforms to HorizontalScrollerDelegate
/// scroller.reload()  // asks for the count, then for the views on screen only
/// scroller.tap(at: Point(x: 280, y: 60))  // selects view 1 and centres it
/// scroller.drag(to: Point(x: 290, y: 0))  // settles on view 2, centred, and selects it
/// ```
///
/// With the tutorial's ``Layout``, view `i` sits at x = 110 + 120·i, y = 10, 100 × 100 points,
/// and the content is 200 + 120·n points wide; on a 320-point-wide scroller, view `i` is centred
/// at content offset 120·i.
///
/// The 2014 scroller made and kept one view per item. This one keeps only the views on screen,
/// plus a few spares for ``dequeueReusableView()``: 100 000 items cost what 5 do.
@MainActor
public final class HorizontalScroller: View {
  // tutorial:begin horizontal-scroller-layout
  /// Where the views sit: the tutorial's three constants, as defaults.
  public struct Layout: Hashable, Sendable {
    /// The space on either side of each view, and above it.
    public let padding: Double
    /// The width and height of each view.
    public let itemSize: Double
    /// The empty space before the first view's padding, and after the last view's.
    public let leadingOffset: Double

    /// Creates a layout; a negative space counts as 0 and a view is at least 1 point wide.
    public init(padding: Double = 10, itemSize: Double = 100, leadingOffset: Double = 100) {
      self.padding = max(0, padding)
      self.itemSize = max(1, itemSize)
      self.leadingOffset = max(0, leadingOffset)
    }

    /// The distance from one view's left edge to the next one's: 120 by default.
    public var step: Double { itemSize + 2 * padding }
  }
  // tutorial:end horizontal-scroller-layout

  /// Where the views sit.
  public let layout: Layout

  /// Supplies the views and hears which one the user chose.
  ///
  /// Weak: the delegate usually owns the scroller, and a strong reference back would keep both
  /// alive forever.
  public weak var delegate: (any HorizontalScrollerDelegate)?

  /// The number of views, as the delegate said at the last ``reload()``.
  public private(set) var numberOfViews = 0

  /// The scroll view that moves the views; private, so nobody can take its delegate away.
  private let scrollView: ScrollView

  /// The views on screen, by index.
  private var visibleViews: [Int: View] = [:]

  /// Views that scrolled off screen, waiting for ``dequeueReusableView()``.
  private var reusableViews: [View] = []

  /// Set while ``reload()`` moves the content, so it lays the views out once, at the end.
  private var isReloading = false

  /// Creates an empty scroller; set the ``delegate`` and call ``reload()`` to fill it.
  public init(frame: Rect, layout: Layout = Layout()) {
    self.layout = layout
    scrollView = ScrollView(frame: Rect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(scrollView)
    scrollView.delegate = self
    scrollView.contentSize = Size(width: contentWidth, height: frame.height)
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in self?.scrollerTapped(recognizer) })
  }

  /// The scroller's rectangle; the scroll view inside always fills it.
  public override var frame: Rect {
    didSet {
      scrollView.frame = Rect(origin: .zero, size: frame.size)
      scrollView.contentSize = Size(width: contentWidth, height: frame.height)
      tileViews()
    }
  }

  /// The content point at the scroller's left edge.
  public var contentOffset: Point { scrollView.contentOffset }

  /// The size of the content: 200 + 120·n points wide with the default layout.
  public var contentSize: Size { scrollView.contentSize }

  /// The indices of the views on screen, left to right.
  public var indicesForVisibleViews: [Int] { visibleViews.keys.sorted() }

  // tutorial:begin horizontal-scroller-reload
  /// Asks the delegate for everything again: the count, the initial index, then the views that
  /// are on screen once that index is centred.
  ///
  /// Call it when the data changes. Without a delegate the scroller is empty. The initial index
  /// is clamped to the views there are, and centred whether or not the delegate chose it (the
  /// 2014 code scrolled only when the delegate implemented the optional method, and so kept an
  /// old position otherwise).
  public func reload() {
    isReloading = true
    numberOfViews = max(0, delegate?.numberOfViews(in: self) ?? 0)
    for index in visibleViews.keys.sorted() {
      if let view = visibleViews.removeValue(forKey: index) { recycle(view) }
    }
    reusableViews = Array(reusableViews.prefix(reusePoolLimit))
    scrollView.contentSize = Size(width: contentWidth, height: frame.height)
    centerView(at: delegate?.initialViewIndex(for: self) ?? 0)
    isReloading = false
    tileViews()
  }
  // tutorial:end horizontal-scroller-reload

  // tutorial:begin horizontal-scroller-reuse
  /// The view showing `index`, or `nil` when it is not on screen (or there is no such view).
  ///
  /// The 2014 scroller kept every view and crashed for a bad index. Here views off screen do not
  /// exist: keep state such as "highlighted" in your model, and apply it in
  /// ``HorizontalScrollerDelegate/horizontalScroller(_:viewAt:)``.
  public func view(at index: Int) -> View? {
    visibleViews[index]
  }

  /// A view that scrolled off screen, to show again, or `nil` when there is none to spare.
  ///
  /// Call it from ``HorizontalScrollerDelegate/horizontalScroller(_:viewAt:)``, as a table's
  /// data source calls `dequeueReusableCell(withIdentifier:)`, and make a new view only when it
  /// returns `nil`. A delegate that never calls it still works: the scroller keeps a few spares
  /// at most, so the views alive stay few either way.
  public func dequeueReusableView() -> View? {
    reusableViews.popLast()
  }
  // tutorial:end horizontal-scroller-reuse

  /// Where the view at `index` sits in the content, whether or not it is on screen.
  public func rectForView(at index: Int) -> Rect {
    Rect(
      x: layout.leadingOffset + layout.padding + Double(index) * layout.step,
      y: layout.padding, width: layout.itemSize, height: layout.itemSize)
  }

  /// Scrolls so that the view at `index` is in the middle, as nearly as the content's edges
  /// allow; an index out of range is clamped to the first or last view.
  ///
  /// It does not tell the delegate: the program chose, not the user.
  public func centerView(at index: Int) {
    guard numberOfViews > 0 else {
      scrollView.setContentOffset(.zero)
      return
    }
    let clamped = min(max(index, 0), numberOfViews - 1)
    let offset = rectForView(at: clamped).midX - frame.width / 2
    scrollView.setContentOffset(Point(x: offset, y: 0), animated: true)
  }

  /// Plays a finger dragging the content until `offset` is at the left edge, then lifting;
  /// with `restingOffset`, the content coasts on and comes to rest there.
  ///
  /// When the content stops, the scroller centres the view nearest the middle and tells the
  /// delegate it was selected.
  public func drag(to offset: Point, thenDecelerateTo restingOffset: Point? = nil) {
    scrollView.drag(to: offset, thenDecelerateTo: restingOffset)
  }

  // tutorial:begin horizontal-scroller-settle
  /// The index of the view nearest the middle of the scroller, or `nil` when there are none.
  ///
  /// With the default layout on a 320-point-wide scroller, it is the offset divided by 120,
  /// rounded and clamped. (The 2014 code wrote that rule for 320 points only, and did not
  /// clamp, so a drag past either end selected a view that does not exist.)
  public var indexOfViewNearestCenter: Int? {
    guard numberOfViews > 0 else { return nil }
    let middle = contentOffset.x + frame.width / 2
    let firstViewMiddle = rectForView(at: 0).midX
    let position = ((middle - firstViewMiddle) / layout.step).rounded()
    return Self.index(position, clampedTo: numberOfViews - 1)
  }

  /// Centres the view nearest the middle and tells the delegate: the end of every scroll.
  func selectViewNearestCenter() {
    guard let index = indexOfViewNearestCenter else { return }
    select(index)
  }
  // tutorial:end horizontal-scroller-settle

  // tutorial:begin horizontal-scroller-tiling
  /// Brings the views coming on screen in and sends the ones that left to the reuse pool.
  ///
  /// The delegate is asked only for indices that have no view yet, so a scroll of one step
  /// asks for one view, and a reload of 100 000 items for only those on screen (two at index 0).
  func tileViews() {
    guard !isReloading else { return }
    let wanted = indicesOnScreen
    for index in visibleViews.keys.sorted() where !wanted.contains(index) {
      if let view = visibleViews.removeValue(forKey: index) { recycle(view) }
    }
    guard let delegate else { return }
    for index in wanted where visibleViews[index] == nil {
      let view = delegate.horizontalScroller(self, viewAt: index)
      view.frame = rectForView(at: index)
      scrollView.addSubview(view)
      visibleViews[index] = view
    }
  }
  // tutorial:end horizontal-scroller-tiling

  /// Centres the view at `index` and tells the delegate the user chose it.
  private func select(_ index: Int) {
    centerView(at: index)
    delegate?.horizontalScroller(self, didSelectViewAt: index)
  }

  /// Selects the view under the finger; a tap between views, or above or below them, does
  /// nothing.
  ///
  /// The hit test looks at the views on screen. The 2014 code asked the delegate for a count
  /// and indexed the scroll view's subviews with it, which crashed whenever the two disagreed.
  private func scrollerTapped(_ recognizer: TapGestureRecognizer) {
    guard let location = recognizer.location(in: scrollView),
      let index = indicesForVisibleViews.first(where: {
        visibleViews[$0]?.frame.contains(location) == true
      })
    else { return }
    select(index)
  }

  /// Takes `view` off screen, keeping it for reuse if the pool has room.
  private func recycle(_ view: View) {
    view.removeFromSuperview()
    if reusableViews.count < reusePoolLimit { reusableViews.append(view) }
  }

  /// The width of the content: the leading offset on both sides, and a step per view.
  private var contentWidth: Double {
    2 * layout.leadingOffset + Double(numberOfViews) * layout.step
  }

  /// The indices of the views that overlap the visible part of the content.
  private var indicesOnScreen: Range<Int> {
    guard numberOfViews > 0 else { return 0..<0 }
    let visible = scrollView.bounds
    let firstViewX = rectForView(at: 0).minX
    // View i is on screen when it ends after the left edge and starts before the right edge.
    let first = ((visible.minX - firstViewX - layout.itemSize) / layout.step).rounded(.down) + 1
    let end = ((visible.maxX - firstViewX) / layout.step).rounded(.up)
    let lower = Self.index(first, clampedTo: numberOfViews)
    return lower..<max(lower, Self.index(end, clampedTo: numberOfViews))
  }

  /// The most views that can be on screen at once; more spares than that are never needed.
  private var reusePoolLimit: Int {
    Self.index((frame.width / layout.step).rounded(.up) + 1, clampedTo: numberOfViews)
  }

  /// `value` (a whole number) clamped to `0...limit`, as an `Int`.
  ///
  /// Converting a `Double` to `Int` traps when it is out of range; clamping first means no
  /// offset, width or count, however large, can crash the scroller.
  private static func index(_ value: Double, clampedTo limit: Int) -> Int {
    guard value > 0 else { return 0 }
    guard value < Double(limit) else { return limit }
    return min(Int(value), limit)
  }
}
