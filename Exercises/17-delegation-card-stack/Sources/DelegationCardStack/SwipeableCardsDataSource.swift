/// What `SwipeableCards` must ask: how many cards there are, and what each one shows.
///
/// Both methods are required: a stack cannot work without either answer.
protocol SwipeableCardsDataSource: AnyObject {
  /// How many cards there are in all; the stack shows only a few at a time.
  func numberOfCards(in cards: SwipeableCards) -> Int
  /// The view for the card at `index`, filled in. `reusableView` is a swiped-away card's view
  /// to fill again, if there is one: making a new view is the data source's choice, not the
  /// stack's.
  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView
}
