/// A stack of cards that the learner swipes away one at a time, like a deck of album cards.
///
/// It knows nothing of what the cards show: it asks its data source, tells its delegate, and
/// keeps only a few cards in memory however many there are, reusing each swiped card.
final class CardStack {
  /// Says how many cards there are and fills them; `weak`, as the owner is usually the source.
  weak var dataSource: (any CardStackDataSource)?
  /// Hears what happens; `weak` for the same reason.
  weak var delegate: (any CardStackDelegate)?
  /// How many cards are on show at once.
  var numberOfVisibleCards = 3
  /// Whether the first card comes back after the last.
  var showsCyclically = true
  /// The cards on show, top first.
  private(set) var visibleCards: [VisibleCard] = []

  /// Forgets the cards on show and asks the data source again: the first
  /// `numberOfVisibleCards` cards (or all of them, when there are fewer), none reused.
  func reloadData() {
    visibleCards = []
    guard let dataSource else { return }
    let count = min(dataSource.numberOfCards(in: self), numberOfVisibleCards)
    for index in 0..<max(0, count) {
      let card = dataSource.cardStack(self, cardAt: index, reusing: nil)
      visibleCards.append(VisibleCard(index: index, card: card))
    }
  }

  /// Swipes the top card off the stack.
  ///
  /// The delegate hears "will swipe", then "did swipe"; then the card leaves and is reused for
  /// the next card, which joins at the bottom; then the delegate hears "did remove". The next
  /// card follows the last one on show, wrapping to the first when `showsCyclically`;
  /// otherwise, after the last card, none joins.
  func swipe(_ direction: SwipeDirection) {
    guard let top = visibleCards.first else { return }
    delegate?.cardStack(self, willSwipeCardAt: top.index)
    delegate?.cardStack(self, didSwipeCardAt: top.index, to: direction)
    visibleCards.removeFirst()
    if let dataSource, let next = nextIndex(after: visibleCards.last?.index ?? top.index) {
      let card = dataSource.cardStack(self, cardAt: next, reusing: top.card)
      visibleCards.append(VisibleCard(index: next, card: card))
    }
    delegate?.cardStack(self, didRemoveCardAt: top.index)
  }

  /// The index of the card that follows `index`, or `nil` when none does.
  private func nextIndex(after index: Int) -> Int? {
    let count = dataSource?.numberOfCards(in: self) ?? 0
    guard count > 0 else { return nil }
    if index + 1 < count { return index + 1 }
    return showsCyclically ? (index + 1) % count : nil
  }
}
