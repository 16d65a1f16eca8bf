import Testing

@testable import DelegationCardStack

/// A data source that writes down which cards it is asked for, in order.
final class AskedCards: SwipeableCardsDataSource {
  let titles = ["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun"]
  private(set) var asked: [Int] = []

  func numberOfCards(in cards: SwipeableCards) -> Int { titles.count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView {
    asked.append(index)
    let view = reusableView ?? CardView()
    view.text = titles[index]
    return view
  }
}

/// The README: the delegate hears "will begin swiping", "did swipe", "then "did remove"" for
/// every swipe, whether or not a card joins; and reloadData() asks for each card "top first".
@Suite struct EveryStepTests {
  @Test func theDelegateHearsDidRemoveEvenWhenNoCardJoins() {
    let source = AskedCards()
    let diary = Diary()
    let stack = SwipeableCards()
    stack.isCyclic = false
    stack.dataSource = source
    stack.delegate = diary
    stack.reloadData()
    stack.swipe(.left)
    stack.swipe(.right)
    #expect(
      Array(diary.entries.suffix(3)) == [
        "will begin swiping 1", "did swipe 1 right", "did remove 1",
      ],
      "no card follows the last one, yet the swiped card left the stack: \"did remove\" still comes"
    )
  }

  @Test func reloadingAsksForTheTopCardFirst() {
    let source = AskedCards()
    let stack = SwipeableCards()
    stack.dataSource = source
    stack.reloadData()
    #expect(source.asked == [0, 1, 2], "the data source is asked for each card, top first")
  }
}
