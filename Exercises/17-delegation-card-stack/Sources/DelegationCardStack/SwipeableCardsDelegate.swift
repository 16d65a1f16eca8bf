/// Which way a card was swiped.
enum SwipeDirection: Equatable, Sendable {
  case left
  case right
}

/// What `SwipeableCards` tells, as it happens.
///
/// Every method is optional: the extension below gives each one an empty default, so a
/// delegate implements only what it cares about.
protocol SwipeableCardsDelegate: AnyObject {
  /// The top card, at `index`, is about to be swiped.
  func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int)
  /// The card at `index` was swiped off towards `direction`.
  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection)
  /// The card at `index` left the stack, and the next one (if any) has come in at the bottom.
  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int)
}

extension SwipeableCardsDelegate {
  func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int) {}
  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {}
  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {}
}
