/// What a `CardStack` must ask: how many cards there are, and what each one shows.
protocol CardStackDataSource: AnyObject {
  /// The number of cards.
  func numberOfCards(in cardStack: CardStack) -> Int
  /// The card at `index`, filled in. `card` is a swiped-away card to fill again, if there is
  /// one: making a new card is the data source's choice, not the stack's.
  func cardStack(_ cardStack: CardStack, cardAt index: Int, reusing card: Card?) -> Card
}

/// What a `CardStack` tells, as it happens.
///
/// Every method is optional: the extension below gives each one an empty default, so a
/// delegate implements only what it cares about.
protocol CardStackDelegate: AnyObject {
  /// The top card, at `index`, is about to be swiped.
  func cardStack(_ cardStack: CardStack, willSwipeCardAt index: Int)
  /// The card at `index` was swiped off towards `direction`.
  func cardStack(_ cardStack: CardStack, didSwipeCardAt index: Int, to direction: SwipeDirection)
  /// The card at `index` left the stack, and the next one (if any) has come in at the bottom.
  func cardStack(_ cardStack: CardStack, didRemoveCardAt index: Int)
}

extension CardStackDelegate {
  func cardStack(_ cardStack: CardStack, willSwipeCardAt index: Int) {}
  func cardStack(_ cardStack: CardStack, didSwipeCardAt index: Int, to direction: SwipeDirection) {}
  func cardStack(_ cardStack: CardStack, didRemoveCardAt index: Int) {}
}
