import BlueKit

/// Supplies a card stack's cards: how many there are, and what each looks like.
///
/// Like a table's data source, it is asked, never told: the stack decides when it needs a card,
/// and the data source only answers. Both methods are required: a stack cannot do without
/// either answer.
@MainActor
public protocol SwipeableCardsDataSource: AnyObject {
  /// How many cards there are in all; the stack shows only a few at a time.
  func numberOfCards(in cards: SwipeableCards) -> Int

  /// The view for the card at `index`.
  ///
  /// `reusableView` is a card view the stack no longer shows (the one just swiped away), or
  /// `nil` while the stack fills up. Give it the new card's content and return it, and the
  /// stack never needs more views than it shows; or return a new view. Give the view its size:
  /// the stack places cards but does not size them.
  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: View?
  ) -> View
}
