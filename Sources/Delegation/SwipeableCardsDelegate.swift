import BlueKit

/// Which way a card left the stack.
public enum SwipeDirection: Hashable, Sendable, CustomStringConvertible {
  /// Dragged off to the left, more than ``SwipeableCards/swipeThreshold`` points.
  case left
  /// Dragged off to the right, more than ``SwipeableCards/swipeThreshold`` points.
  case right

  /// `left` or `right`.
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    }
  }
}

/// Hears what happens to a card stack's cards.
///
/// Every method is optional: the protocol extension gives each an empty default, so a delegate
/// writes only the ones it cares about, and the compiler still checks each name and type.
/// (Objective-C marked such methods `@objc optional`, and had to ask at run time whether the
/// delegate implemented one before calling it.)
///
/// When a swipe removes the top card, the delegate hears, in order:
/// ``swipeableCards(_:willBeginSwipingCardAt:)`` when the finger starts dragging,
/// ``swipeableCards(_:didSwipeCardAt:to:)`` when the card leaves, then, once the next card
/// has joined the back of the stack, ``swipeableCards(_:didRemoveCardAt:)``.
@MainActor
public protocol SwipeableCardsDelegate: AnyObject {
  /// A finger started dragging the top card, the card at `index`; it may yet snap back.
  func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int)

  /// The card at `index` was swiped off the stack toward `direction`.
  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection)

  /// The card at `index` is gone, and the stack has taken in the next card.
  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int)
}

extension SwipeableCardsDelegate {
  /// Does nothing.
  public func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int) {}

  /// Does nothing.
  public func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {}

  /// Does nothing.
  public func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {}
}
