import BlueKit

/// What a ``HorizontalScroller`` asks of the object that uses it, and what it tells it.
///
/// This protocol is the target of the Adapter pattern as Cocoa practises it: the scroller is
/// written against it alone, and whoever has something to show (albums, photos, numbered tiles)
/// adapts its data to it by conforming. The scroller never learns what it scrolls.
///
/// The first three methods are required: a scroller cannot work without a count, the views,
/// and someone to tell about a choice. ``initialViewIndex(for:)`` is optional; the protocol
/// extension answers 0 for a delegate that does not implement it.
@MainActor
public protocol HorizontalScrollerDelegate: AnyObject {
  /// How many views the scroller holds.
  func numberOfViews(in scroller: HorizontalScroller) -> Int

  /// The view to show at `index`.
  ///
  /// The scroller asks only for the views coming on screen, when they do, and forgets a view
  /// once it scrolls away (keeping a few for ``HorizontalScroller/dequeueReusableView()``). So
  /// set everything the view shows, highlight included, every time: the view may be a
  /// reused one that last showed another index.
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View

  /// The user chose the view at `index`, by tapping it or by scrolling it to the centre.
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int)

  /// The index of the view to centre after a reload; 0 unless the delegate says otherwise.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int
}

extension HorizontalScrollerDelegate {
  /// The first view.
  public func initialViewIndex(for scroller: HorizontalScroller) -> Int { 0 }
}
