import BlueKit
import Delegation
import Testing

/// The deck in the module's documentation (`Documentation.docc/Delegation.md`), recording what
/// the example prints.
@MainActor
private final class Deck: SwipeableCardsDataSource, SwipeableCardsDelegate {
  let titles = ["Best of Bowie", "It's My Life", "Nothing Like The Sun"]
  var printed: [String] = []

  func numberOfCards(in cards: SwipeableCards) -> Int { titles.count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: View?
  ) -> View {
    let label = reusableView as? Label ?? Label(frame: Rect(x: 0, y: 0, width: 120, height: 60))
    label.text = titles[index]
    return label
  }

  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {
    printed.append("Removed \(titles[index])")
  }
}

/// The usage example in the module's documentation, run.
@MainActor
@Suite struct DelegationDocumentationTests {
  @Test func theExampleDoesWhatItSays() {
    let deck = Deck()
    let cards = SwipeableCards(frame: Rect(x: 0, y: 0, width: 320, height: 100))
    cards.dataSource = deck
    cards.delegate = deck
    cards.drag(by: Point(x: 150, y: 0))
    #expect(deck.printed == ["Removed Best of Bowie"])
    #expect(cards.indicesOfVisibleCards == [1, 2, 0])
  }
}
