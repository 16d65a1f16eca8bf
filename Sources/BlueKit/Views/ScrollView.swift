/// What a scroll view tells its delegate as the user scrolls (UIKit's `UIScrollViewDelegate`).
///
/// Every method is optional: the protocol extension gives each an empty default, so a delegate
/// implements only what it cares about.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A finger touched down and started dragging.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted; `willDecelerate` says whether the content coasts on.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
  /// The content stopped coasting.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}

/// A view whose content is larger than itself and slides under it (UIKit's `UIScrollView`).
///
/// Scrolling moves ``bounds``' origin: the ``contentOffset`` is the content point shown at the
/// view's top-left corner. A finger is played by ``drag(to:thenDecelerateTo:)``. There is no
/// bounce: a headless scroll view stops at its edges, so offsets stay within
/// ``contentOffsetRange``.
@MainActor
open class ScrollView: View {
  /// The content point at the view's top-left corner.
  public private(set) var contentOffset: Point = .zero

  /// The size of the content; the view scrolls when it is larger than the view.
  public var contentSize: Size = .zero {
    didSet { setContentOffset(contentOffset) }
  }

  /// Told about scrolling.
  ///
  /// Weak, as every delegate is: the delegate usually owns the scroll view.
  public weak var delegate: (any ScrollViewDelegate)?

  /// Whether a finger is currently dragging.
  public private(set) var isDragging = false

  /// Creates a scroll view; it clips its content to its frame.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// The view's own coordinates start at the content offset.
  open override var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }

  /// The offsets the view can scroll to: from zero to where the content's far edge meets the
  /// view's far edge (zero when the content fits).
  public var contentOffsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    (0...max(0, contentSize.width - frame.width), 0...max(0, contentSize.height - frame.height))
  }

  /// Scrolls so that `offset` (clamped to ``contentOffsetRange``) is at the top-left corner.
  ///
  /// The delegate hears `scrollViewDidScroll` when the offset changes. Headless, `animated`
  /// changes nothing: the move is immediate either way.
  public func setContentOffset(_ offset: Point, animated: Bool = false) {
    let range = contentOffsetRange
    let clamped = Point(
      x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    delegate?.scrollViewDidScroll(self)
  }

  /// Plays a finger dragging the content until `offset` is at the top-left corner, then
  /// lifting; with `restingOffset`, the content coasts on and comes to rest there.
  ///
  /// The delegate hears, in order: `scrollViewWillBeginDragging`, `scrollViewDidScroll`,
  /// `scrollViewDidEndDragging(_:willDecelerate:)`, and, when coasting, `scrollViewDidScroll` and
  /// `scrollViewDidEndDecelerating`.
  public func drag(to offset: Point, thenDecelerateTo restingOffset: Point? = nil) {
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    setContentOffset(offset)
    isDragging = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: restingOffset != nil)
    if let restingOffset {
      setContentOffset(restingOffset)
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }
}
