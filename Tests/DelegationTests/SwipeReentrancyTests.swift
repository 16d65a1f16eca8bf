import BlueKit
import Delegation
import Testing

/// A deck that runs out the moment a swipe begins: its delegate reloads the stack to nothing.
@MainActor
private final class VanishingDeck: SwipeableCardsDataSource, SwipeableCardsDelegate {
  var count = 3
  var removed: [Int] = []

  func numberOfCards(in cards: SwipeableCards) -> Int { count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: View?
  ) -> View {
    reusableView ?? View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
  }

  func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int) {
    count = 0
    cards.reloadData()
  }

  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {
    removed.append(index)
  }
}

@MainActor
@Suite struct SwipeReentrancyTests {
  /// The stack is empty by the time the card would leave: nothing leaves, nothing traps.
  @Test func aDelegateThatEmptiesTheStackAsASwipeBeginsEndsTheSwipe() {
    let cards = SwipeableCards(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let deck = VanishingDeck()
    cards.dataSource = deck
    cards.delegate = deck
    cards.drag(by: Point(x: 200, y: 0))
    #expect(cards.topCard == nil)
    #expect(cards.subviews.isEmpty)
    #expect(deck.removed == [])
  }
}
