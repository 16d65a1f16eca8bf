import Testing

@testable import DelegationCardStack

/// A data source of album titles, which remembers the cards it was given to reuse.
final class TitleCards: CardStackDataSource {
  let titles: [String]
  private(set) var reusedCards: [Card] = []

  init(_ titles: [String]) {
    self.titles = titles
  }

  func numberOfCards(in cardStack: CardStack) -> Int { titles.count }

  func cardStack(_ cardStack: CardStack, cardAt index: Int, reusing card: Card?) -> Card {
    if let card { reusedCards.append(card) }
    let filled = card ?? Card()
    filled.text = titles[index]
    return filled
  }
}

/// A delegate that writes down everything it hears.
final class Diary: CardStackDelegate {
  private(set) var entries: [String] = []

  func cardStack(_ cardStack: CardStack, willSwipeCardAt index: Int) {
    entries.append("will swipe \(index)")
  }

  func cardStack(_ cardStack: CardStack, didSwipeCardAt index: Int, to direction: SwipeDirection) {
    entries.append("did swipe \(index) \(direction)")
  }

  func cardStack(_ cardStack: CardStack, didRemoveCardAt index: Int) {
    entries.append("did remove \(index)")
  }
}

/// A delegate that cares about one thing only, and implements only that.
final class RemovalCounter: CardStackDelegate {
  private(set) var removed: [Int] = []

  func cardStack(_ cardStack: CardStack, didRemoveCardAt index: Int) {
    removed.append(index)
  }
}

@Suite struct CardStackTests {
  let source = TitleCards([
    "Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun",
  ])

  func stack(visible: Int = 3, cyclic: Bool = true) -> CardStack {
    let stack = CardStack()
    stack.numberOfVisibleCards = visible
    stack.showsCyclically = cyclic
    stack.dataSource = source
    stack.reloadData()
    return stack
  }

  @Test func reloadingShowsTheFirstThreeCards() {
    let stack = stack()
    #expect(stack.visibleCards.map(\.index) == [0, 1, 2], "numberOfVisibleCards cards, top first")
    #expect(
      stack.visibleCards.map(\.card.text) == [
        "Best of Bowie", "It's My Life", "Nothing Like The Sun",
      ], "each card is filled by the data source")
  }

  @Test func aShortListShowsEveryCard() {
    let twoCards = TitleCards(["Best of Bowie", "It's My Life"])
    let stack = CardStack()
    stack.dataSource = twoCards
    stack.reloadData()
    #expect(stack.visibleCards.map(\.index) == [0, 1])
  }

  @Test func theNumberOfVisibleCardsIsTheStacksChoice() {
    #expect(stack(visible: 1).visibleCards.map(\.index) == [0])
  }

  @Test func swipingBringsTheNextCardInAtTheBottom() {
    let stack = stack()
    stack.swipe(.left)
    #expect(stack.visibleCards.map(\.index) == [1, 2, 3])
    #expect(stack.visibleCards.last?.card.text == "Staring at the Sun")
  }

  @Test func theSwipedCardIsReusedForTheNextOne() {
    let stack = stack()
    let top = stack.visibleCards.first?.card
    stack.swipe(.right)
    #expect(source.reusedCards.count == 1, "the data source is offered the swiped card")
    #expect(source.reusedCards.first === top)
    #expect(stack.visibleCards.last?.card === top, "so no new card is made")
  }

  @Test func theDelegateHearsEachStepInOrder() {
    let diary = Diary()
    let stack = stack()
    stack.delegate = diary
    stack.swipe(.left)
    #expect(diary.entries == ["will swipe 0", "did swipe 0 left", "did remove 0"])
  }

  @Test func aDelegateImplementsOnlyWhatItNeeds() {
    let counter = RemovalCounter()
    let stack = stack()
    stack.delegate = counter
    stack.swipe(.left)
    stack.swipe(.right)
    #expect(counter.removed == [0, 1])
  }

  @Test func aCyclicStackComesBackToTheFirstCard() {
    let stack = stack()
    stack.swipe(.left)
    stack.swipe(.left)
    #expect(stack.visibleCards.map(\.index) == [2, 3, 0], "after the last card comes the first")
  }

  @Test func aStackThatDoesNotCycleRunsOut() {
    let stack = stack(cyclic: false)
    var shown: [[Int]] = []
    for _ in 0..<5 {
      stack.swipe(.left)
      shown.append(stack.visibleCards.map(\.index))
    }
    #expect(shown == [[1, 2, 3], [2, 3], [3], [], []], "no card follows the last; then nothing")
  }

  @Test func aStackWithoutADataSourceIsEmpty() {
    let stack = CardStack()
    stack.reloadData()
    stack.swipe(.left)
    #expect(stack.visibleCards.isEmpty)
  }
}
