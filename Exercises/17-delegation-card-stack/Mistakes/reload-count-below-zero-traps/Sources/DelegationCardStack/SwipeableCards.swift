/// A stack of cards that the learner swipes away one at a time, like a deck of album cards.
///
/// It knows nothing of what the cards show: it asks its data source, tells its delegate, and
/// keeps only a few card views in memory however many cards there are, reusing each swiped one.
final class SwipeableCards {
  /// Says how many cards there are and fills them; `weak`, as the owner is usually the source.
  weak var dataSource: (any SwipeableCardsDataSource)?
  /// Hears what happens; `weak` for the same reason.
  weak var delegate: (any SwipeableCardsDelegate)?
  /// How many cards are on show at once.
  var numberOfVisibleCards = 3
  /// Whether the first card comes back after the last.
  var isCyclic = true
  /// The cards on show, top first.
  private(set) var visibleCards: [VisibleCard] = []

  /// The indices of the cards on show, top first.
  var indicesOfVisibleCards: [Int] { visibleCards.map(\.index) }

  /// Forgets the cards on show and asks the data source again: the first
  /// `numberOfVisibleCards` cards (or all of them, when there are fewer), none reused.
  func reloadData() {
    visibleCards = []
    guard let dataSource else { return }
    guard numberOfVisibleCards > 0 else { return }
    let count = min(dataSource.numberOfCards(in: self), numberOfVisibleCards)
    for index in 0..<count {
      let view = dataSource.swipeableCards(self, viewForCardAt: index, reusing: nil)
      visibleCards.append(VisibleCard(index: index, view: view))
    }
  }

  /// Swipes the top card off the stack.
  ///
  /// The delegate hears "will begin swiping", then "did swipe"; then the card leaves and its
  /// view is reused for the next card, which joins at the bottom; then the delegate hears "did
  /// remove". One card joins at most: the one after the last on show, counting round the cards
  /// the data source has then, `(index + 1) % count`, when `isCyclic`; otherwise, after the
  /// last card, none joins.
  func swipe(_ direction: SwipeDirection) {
    guard let top = visibleCards.first else { return }
    delegate?.swipeableCards(self, willBeginSwipingCardAt: top.index)
    delegate?.swipeableCards(self, didSwipeCardAt: top.index, to: direction)
    visibleCards.removeFirst()
    if let dataSource, let next = index(after: visibleCards.last?.index ?? top.index) {
      let view = dataSource.swipeableCards(self, viewForCardAt: next, reusing: top.view)
      visibleCards.append(VisibleCard(index: next, view: view))
    }
    delegate?.swipeableCards(self, didRemoveCardAt: top.index)
  }

  /// The index of the card that follows `index`, or `nil` when none does.
  private func index(after index: Int) -> Int? {
    let count = dataSource?.numberOfCards(in: self) ?? 0
    guard count > 0 else { return nil }
    if index + 1 < count { return index + 1 }
    return isCyclic ? (index + 1) % count : nil
  }
}
