import Testing

@testable import DelegationCardStack

/// A data source of album titles, which remembers the card views it was given to reuse.
final class TitleCards: SwipeableCardsDataSource {
  let titles: [String]
  private(set) var reusedViews: [CardView] = []

  init(_ titles: [String]) {
    self.titles = titles
  }

  func numberOfCards(in cards: SwipeableCards) -> Int { titles.count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView {
    if let reusableView { reusedViews.append(reusableView) }
    let view = reusableView ?? CardView()
    view.text = titles[index]
    return view
  }
}

/// A data source whose cards can change between a reload and a swipe.
final class ChangingCards: SwipeableCardsDataSource {
  var titles: [String]
  /// The number of cards to answer instead of the titles' count, when set.
  var count: Int?

  init(_ titles: [String]) {
    self.titles = titles
  }

  func numberOfCards(in cards: SwipeableCards) -> Int { count ?? titles.count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView {
    let view = reusableView ?? CardView()
    view.text = titles[index]
    return view
  }
}

/// A data source and delegate in one that changes its cards as it hears "did swipe".
///
/// A view controller may do so. On each swipe its cards become the next of
/// `cardsAfterEachSwipe`. It writes down which cards it is asked for, and answers
/// "no such card" for an index it does not have.
final class CardsChangedOnDidSwipe: SwipeableCardsDataSource, SwipeableCardsDelegate {
  private(set) var titles: [String]
  private var cardsAfterEachSwipe: [[String]]
  private(set) var asked: [Int] = []

  init(_ titles: [String], cardsAfterEachSwipe: [[String]]) {
    self.titles = titles
    self.cardsAfterEachSwipe = cardsAfterEachSwipe
  }

  func numberOfCards(in cards: SwipeableCards) -> Int { titles.count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView {
    asked.append(index)
    let view = reusableView ?? CardView()
    view.text = titles.indices.contains(index) ? titles[index] : "no such card"
    return view
  }

  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {
    if !cardsAfterEachSwipe.isEmpty { titles = cardsAfterEachSwipe.removeFirst() }
  }
}

/// A delegate that writes down everything it hears.
final class Diary: SwipeableCardsDelegate {
  private(set) var entries: [String] = []

  func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int) {
    entries.append("will begin swiping \(index)")
  }

  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {
    entries.append("did swipe \(index) \(direction)")
  }

  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {
    entries.append("did remove \(index)")
  }
}

/// A data source and delegate in one, like the view controller that usually owns a stack: it
/// writes down, in one diary, what it is asked and what it hears.
final class CardsController: SwipeableCardsDataSource, SwipeableCardsDelegate {
  let titles = ["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun"]
  private(set) var entries: [String] = []

  func numberOfCards(in cards: SwipeableCards) -> Int { titles.count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView {
    if reusableView != nil { entries.append("reuse for \(index)") }
    let view = reusableView ?? CardView()
    view.text = titles[index]
    return view
  }

  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {
    entries.append("did swipe \(index) \(direction)")
  }

  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {
    entries.append("did remove \(index)")
  }
}

/// A data source that makes a new view for every card, as it may: making a new view is its
/// choice, not the stack's.
final class FreshViewCards: SwipeableCardsDataSource {
  let titles = ["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun"]

  func numberOfCards(in cards: SwipeableCards) -> Int { titles.count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView {
    CardView(text: titles[index])
  }
}

/// A delegate that writes down which cards are on show as it hears each step.
final class StackWatcher: SwipeableCardsDelegate {
  private(set) var seen: [String] = []

  func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int) {
    seen.append("will begin swiping \(cards.indicesOfVisibleCards)")
  }

  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {
    seen.append("did swipe \(cards.indicesOfVisibleCards)")
  }

  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {
    seen.append("did remove \(cards.indicesOfVisibleCards)")
  }
}

/// A delegate that, as it hears "did swipe", gives the stack another data source, or none.
final class DataSourceSwapper: SwipeableCardsDelegate {
  /// The data source it sets; it keeps it, as the stack's reference is `weak`.
  let replacement: (any SwipeableCardsDataSource)?

  init(_ replacement: (any SwipeableCardsDataSource)?) {
    self.replacement = replacement
  }

  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {
    cards.dataSource = replacement
  }
}

/// A data source that writes down, each time it is handed a view to reuse, the view and which
/// cards are on show at that moment.
final class ReuseWatcher: SwipeableCardsDataSource {
  let titles = ["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun"]
  private(set) var offered: [CardView] = []
  private(set) var onShowWhenOffered: [[Int]] = []

  func numberOfCards(in cards: SwipeableCards) -> Int { titles.count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView {
    if let reusableView {
      offered.append(reusableView)
      onShowWhenOffered.append(cards.indicesOfVisibleCards)
    }
    let view = reusableView ?? CardView()
    view.text = titles[index]
    return view
  }
}

/// A data source that makes a new view for every even card and reuses the view it is offered
/// for every odd one, writing down each view it is offered.
final class SometimesFreshCards: SwipeableCardsDataSource {
  private(set) var offered: [CardView] = []

  func numberOfCards(in cards: SwipeableCards) -> Int { 6 }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: CardView?
  ) -> CardView {
    if let reusableView { offered.append(reusableView) }
    let view = index.isMultiple(of: 2) ? CardView() : reusableView ?? CardView()
    view.text = "Card \(index)"
    return view
  }
}

/// A delegate that cares about one thing only, and implements only that.
final class RemovalCounter: SwipeableCardsDelegate {
  private(set) var removed: [Int] = []

  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {
    removed.append(index)
  }
}

@Suite struct SwipeableCardsTests {
  let source = TitleCards([
    "Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun",
  ])

  func stack(visible: Int = 3, cyclic: Bool = true) -> SwipeableCards {
    let stack = SwipeableCards()
    stack.numberOfVisibleCards = visible
    stack.isCyclic = cyclic
    stack.dataSource = source
    stack.reloadData()
    return stack
  }

  @Test func reloadingShowsTheFirstThreeCards() {
    let stack = stack()
    #expect(stack.indicesOfVisibleCards == [0, 1, 2], "numberOfVisibleCards cards, top first")
    #expect(
      stack.visibleCards.map(\.view.text) == [
        "Best of Bowie", "It's My Life", "Nothing Like The Sun",
      ], "each card is filled by the data source")
  }

  @Test func aShortListShowsEveryCard() {
    let twoCards = TitleCards(["Best of Bowie", "It's My Life"])
    let stack = SwipeableCards()
    stack.dataSource = twoCards
    stack.reloadData()
    #expect(stack.indicesOfVisibleCards == [0, 1])
  }

  @Test func theNumberOfVisibleCardsIsTheStacksChoice() {
    #expect(stack(visible: 1).visibleCards.map(\.index) == [0])
  }

  @Test func swipingBringsTheNextCardInAtTheBottom() {
    let stack = stack()
    stack.swipe(.left)
    #expect(stack.indicesOfVisibleCards == [1, 2, 3])
    #expect(stack.visibleCards.last?.view.text == "Staring at the Sun")
  }

  @Test func theSwipedCardsViewIsReusedForTheNextOne() {
    let stack = stack()
    let top = stack.visibleCards.first?.view
    stack.swipe(.right)
    #expect(source.reusedViews.count == 1, "the data source is offered the swiped card's view")
    #expect(source.reusedViews.first === top)
    #expect(stack.visibleCards.last?.view === top, "so no new view is made")
  }

  @Test func theDelegateHearsEachStepInOrder() {
    let diary = Diary()
    let stack = stack()
    stack.delegate = diary
    stack.swipe(.left)
    #expect(diary.entries == ["will begin swiping 0", "did swipe 0 left", "did remove 0"])
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
    #expect(stack.indicesOfVisibleCards == [2, 3, 0], "after the last card comes the first")
  }

  @Test func aStackThatDoesNotCycleRunsOut() {
    let stack = stack(cyclic: false)
    var shown: [[Int]] = []
    for _ in 0..<5 {
      stack.swipe(.left)
      shown.append(stack.indicesOfVisibleCards)
    }
    #expect(shown == [[1, 2, 3], [2, 3], [3], [], []], "no card follows the last; then nothing")
  }

  @Test func byDefaultAStackShowsThreeCardsAndCycles() {
    let stack = SwipeableCards()
    stack.dataSource = source
    stack.reloadData()
    #expect(stack.indicesOfVisibleCards == [0, 1, 2], "numberOfVisibleCards is 3 by default")
    stack.swipe(.left)
    stack.swipe(.left)
    #expect(stack.indicesOfVisibleCards == [2, 3, 0], "isCyclic is true by default")
  }

  @Test func reloadingAgainStartsOverFromTheFirstCard() {
    let stack = stack()
    stack.swipe(.left)
    stack.reloadData()
    #expect(
      stack.indicesOfVisibleCards == [0, 1, 2],
      "reloadData() forgets the cards on show before asking for the first ones again")
  }

  @Test func reloadingOffersNoViewToReuse() {
    let stack = stack()
    stack.reloadData()
    #expect(
      source.reusedViews.isEmpty,
      "reloadData() has each card filled afresh (reusing: nil): only a swipe hands a view back")
  }

  @Test func reloadingAsksForEveryCardOnShowAfresh() {
    let changing = ChangingCards(["Low", "Heroes", "Lodger", "Scary Monsters"])
    let stack = SwipeableCards()
    stack.dataSource = changing
    stack.reloadData()
    changing.titles = ["Blue", "Court and Spark", "Hejira", "Mingus"]
    stack.reloadData()
    #expect(
      stack.visibleCards.map(\.view.text) == ["Blue", "Court and Spark", "Hejira"],
      "reloadData() has every card on show filled by the data source afresh, the ones it showed already too: it now shows \(stack.visibleCards.map(\.view.text))"
    )
  }

  @Test func aDataSourceWithNoCardsShowsNone() {
    let none = TitleCards([])
    let stack = SwipeableCards()
    stack.dataSource = none
    stack.reloadData()
    #expect(stack.visibleCards.isEmpty, "no cards: none on show, and none asked for")
  }

  @Test func aReloadWithNoCardsToShowForgetsTheCardsOnShow() {
    let cards = ChangingCards(["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Low"])
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    cards.titles = []
    stack.reloadData()
    #expect(
      stack.visibleCards.isEmpty,
      "a reload after the data source lost every card shows none: the cards on show are forgotten")
    cards.titles = ["Best of Bowie", "It's My Life"]
    stack.reloadData()
    stack.numberOfVisibleCards = 0
    stack.reloadData()
    #expect(
      stack.visibleCards.isEmpty,
      "a reload with numberOfVisibleCards 0 shows none, though cards were on show before it")
  }

  @Test func aReloadWithACountBelowZeroShowsNoCards() {
    let cards = ChangingCards(["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Low"])
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    cards.count = -1
    stack.reloadData()
    #expect(
      stack.visibleCards.isEmpty,
      "a data source that answers -1 cards has none to show: a reload shows none (0..<-1 is no range at all), and forgets the cards on show"
    )
  }

  @Test func whenTheDataSourceHasEmptiedNoCardJoins() {
    let cards = ChangingCards(["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Low"])
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    cards.titles = []
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [1, 2],
      "with no cards left in the data source, no card follows (and nothing divides by 0)")
  }

  @Test func aCountBelowZeroIsNoCardsLeft() {
    let cards = ChangingCards(["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Low"])
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    cards.count = -1
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [1, 2],
      "a data source that answers -1 cards has no cards left: no card follows, though (2 + 1) % -1 is 0"
    )
  }

  @Test func aSingleCyclicCardComesBackAfterItIsSwiped() {
    let one = TitleCards(["Best of Bowie"])
    let stack = SwipeableCards()
    stack.dataSource = one
    stack.reloadData()
    stack.swipe(.left)
    #expect(stack.indicesOfVisibleCards == [0], "with one card, the card after it is itself")
  }

  @Test func aShortCyclicStackBringsInTheCardAfterTheLastOnShow() {
    let two = TitleCards(["Best of Bowie", "It's My Life"])
    let stack = SwipeableCards()
    stack.dataSource = two
    stack.reloadData()
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [1, 0],
      "the card that joins is the one after the last on show (1), wrapping to the first (0)")
  }

  @Test func aSwipeBringsInOneCardAtMostWhateverTheStackShowsNow() {
    let stack = stack()
    stack.numberOfVisibleCards = 4
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [1, 2, 3],
      "numberOfVisibleCards went from 3 to 4 after the reload: a swipe still brings in one card, 3, not 3 and 0"
    )
    let cards = ChangingCards(["Best of Bowie", "It's My Life"])
    let short = SwipeableCards()
    short.dataSource = cards
    short.reloadData()
    cards.titles += ["Nothing Like The Sun", "Staring at the Sun", "Low", "Heroes"]
    short.swipe(.left)
    #expect(
      short.indicesOfVisibleCards == [1, 2],
      "two cards on show, then six in the data source: a swipe brings in one card, 2, not 2 and 3"
    )
  }

  @Test func aSwipeBringsInTheNextCardEvenWhenNumberOfVisibleCardsWasLoweredAfterTheReload() {
    let stack = stack()
    stack.numberOfVisibleCards = 1
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [1, 2, 3],
      """
      numberOfVisibleCards went from 3 to 1 after the reload: a swipe still brings in the next \
      card, 3, whatever numberOfVisibleCards is now; only reloadData() sizes the stack
      """)
    stack.swipe(.right)
    #expect(
      stack.indicesOfVisibleCards == [2, 3, 0],
      "and the next swipe brings in the card after 3, 0: the stack does not shrink to 1 card")
  }

  @Test func aSwipeBringsInTheNextCardEvenWhenNumberOfVisibleCardsIsNowZeroOrLess() {
    let stack = stack()
    stack.numberOfVisibleCards = 0
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [1, 2, 3],
      """
      numberOfVisibleCards went from 3 to 0 after the reload: a swipe still brings in the next \
      card, 3; only reloadData() shows no card for 0
      """)
    stack.numberOfVisibleCards = -1
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [2, 3, 0],
      "numberOfVisibleCards is now -1: a swipe still brings in the card after 3, 0, and never traps"
    )
  }

  @Test func aCyclicStackCountsRoundTheCardsTheDataSourceHasNow() {
    let cards = ChangingCards(["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Low"])
    cards.titles += ["Heroes", "Lodger"]
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    for _ in 0..<3 { stack.swipe(.left) }
    #expect(stack.indicesOfVisibleCards == [3, 4, 5])
    cards.titles.removeLast(2)
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [4, 5, 2],
      "after card 5, with 4 cards left, comes card (5 + 1) % 4 = 2, not the first card, 0")
    cards.titles = (1...10).map { "Album \($0)" }
    stack.reloadData()
    for _ in 0..<7 { stack.swipe(.left) }
    #expect(stack.indicesOfVisibleCards == [7, 8, 9])
    cards.titles.removeLast(7)
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [8, 9, 1],
      "after card 9, with 3 cards left, comes card (9 + 1) % 3 = 1: the count goes round as often as it must, not once"
    )
  }

  @Test func theCardThatJoinsFollowsTheLastOnShowOnceTheStackHasGoneRound() {
    let cards = ChangingCards(["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Low"])
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    stack.swipe(.left)
    stack.swipe(.left)
    #expect(stack.indicesOfVisibleCards == [2, 3, 0], "the stack has gone round: 0 follows 3")
    cards.titles.removeLast()
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [3, 0, 1],
      """
      with 3 cards left, the card that joins follows the last on show, 0: it is 1, \
      not a card counted from the top (2 + 3 = 5, round 3 cards, is 2)
      """)
  }

  @Test func aCyclicStackKeepsFollowingTheLastOnShowRoundAndRound() {
    let cards = ChangingCards(["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Low"])
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    var shown: [[Int]] = []
    for _ in 0..<5 {
      stack.swipe(.left)
      shown.append(stack.indicesOfVisibleCards)
    }
    #expect(
      shown == [[1, 2, 3], [2, 3, 0], [3, 0, 1], [0, 1, 2], [1, 2, 3]],
      "each card that joins follows the last on show, round and round: after 0 comes 1, not the card after the highest on show (3)"
    )
  }

  /// The card that joins is the one after the last on show, counted round, even when it is on
  /// show already.
  @Test func theCardAfterTheLastOnShowJoinsEvenWhenItIsOnShowAlready() {
    let cards = ChangingCards((1...10).map { "Album \($0)" })
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    cards.titles = ["Best of Bowie", "It's My Life"]
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [1, 2, 1],
      "after card 2, counted round the 2 cards left, comes card (2 + 1) % 2 = 1: it joins though card 1 is on show already"
    )
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [2, 1, 0],
      "a swipe takes off the top card only, not every card on show with its number: card 1, on show twice, leaves once, and card 0 joins"
    )
  }

  /// "From the data source as it is then": the one the delegate set during "did swipe", or none.
  @Test func theCardThatJoinsComesFromTheDataSourceSetDuringDidSwipe() {
    let other = TitleCards(["Low", "Heroes", "Lodger", "Station to Station", "Young Americans"])
    let swapper = DataSourceSwapper(other)
    let stack = stack()
    stack.delegate = swapper
    let swiped = stack.visibleCards.first?.view
    stack.swipe(.left)
    #expect(
      stack.visibleCards.map(\.view.text) == [
        "It's My Life", "Nothing Like The Sun", "Station to Station",
      ],
      "the delegate set another data source during \"did swipe\": card 3 is asked of it, not of the one set aside"
    )
    #expect(source.reusedViews.isEmpty, "the data source set aside is asked for no card")
    #expect(
      other.reusedViews.count == 1 && other.reusedViews.first === swiped,
      "the swiped card's own view is handed to the data source asked for card 3, the new one too: a view belongs to the stack, not to the data source that filled it"
    )
    let dropper = DataSourceSwapper(nil)
    let dropped = self.stack()
    dropped.delegate = dropper
    dropped.swipe(.left)
    #expect(
      dropped.indicesOfVisibleCards == [1, 2],
      "the delegate set the data source to nil during \"did swipe\": no card joins")
  }

  /// The swiped card leaves the stack before its view is handed back for the card that joins.
  @Test func theSwipedCardHasLeftWhenItsViewIsHandedBack() {
    let watcher = ReuseWatcher()
    let stack = SwipeableCards()
    stack.dataSource = watcher
    stack.reloadData()
    let swiped = stack.visibleCards.first?.view
    stack.swipe(.left)
    #expect(
      watcher.onShowWhenOffered == [[1, 2]],
      "when the data source is asked for the card that joins, the swiped card 0 has left: [1, 2] are on show"
    )
    #expect(watcher.offered.count == 1)
    #expect(watcher.offered.first === swiped, "the view handed back is the swiped card's")
  }

  @Test func aStackWithoutADataSourceIsEmpty() {
    let stack = SwipeableCards()
    stack.reloadData()
    stack.swipe(.left)
    #expect(stack.visibleCards.isEmpty)
  }

  @Test func theNextCardJoinsBetweenDidSwipeAndDidRemove() {
    let controller = CardsController()
    let stack = SwipeableCards()
    stack.dataSource = controller
    stack.delegate = controller
    stack.reloadData()
    stack.swipe(.right)
    #expect(
      controller.entries == ["did swipe 0 right", "reuse for 3", "did remove 0"],
      "\"did remove\" comes last: by then the card that joins at the bottom is on show")
  }

  @Test func theViewTheDataSourceAnswersIsTheOneShown() {
    let fresh = FreshViewCards()
    let stack = SwipeableCards()
    stack.dataSource = fresh
    stack.reloadData()
    let swiped = stack.visibleCards.first?.view
    stack.swipe(.left)
    #expect(
      stack.visibleCards.map(\.view.text) == [
        "It's My Life", "Nothing Like The Sun", "Staring at the Sun",
      ],
      "the card that joins shows the view the data source answered, a new one here, not the swiped view"
    )
    #expect(stack.visibleCards.last?.view !== swiped)
  }

  @Test func theCardLeavesAfterDidSwipe() {
    let watcher = StackWatcher()
    let stack = stack()
    stack.delegate = watcher
    stack.swipe(.left)
    #expect(
      watcher.seen == [
        "will begin swiping [0, 1, 2]", "did swipe [0, 1, 2]", "did remove [1, 2, 3]",
      ],
      "during \"did swipe\" the swiped card is still on the stack; it leaves after, before \"did remove\""
    )
  }

  /// The card that joins is worked out after "did swipe", from the data source as it is then.
  @Test func theCardThatJoinsIsWorkedOutAfterDidSwipe() {
    let bowie = "Best of Bowie"
    let cards = CardsChangedOnDidSwipe(
      [bowie, "It's My Life", "Nothing Like The Sun"],
      cardsAfterEachSwipe: [[bowie, "It's My Life", "Nothing Like The Sun", "Low"], []])
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.delegate = cards
    stack.reloadData()
    stack.swipe(.left)
    #expect(
      stack.visibleCards.map(\.view.text) == ["It's My Life", "Nothing Like The Sun", "Low"],
      "the delegate added Low (3) during \"did swipe\": the card after 2 is 3 now, not 0 as it was before"
    )
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [2, 3],
      "the delegate emptied the data source during \"did swipe\": no card joins")
    #expect(
      cards.asked == [0, 1, 2, 3],
      "the card that joins is asked for after \"did swipe\", from the cards the data source has then"
    )
  }

  @Test func eachSwipeOffersTheSwipedCardsOwnView() {
    let cards = SometimesFreshCards()
    let stack = SwipeableCards()
    stack.dataSource = cards
    stack.reloadData()
    var swiped: [ObjectIdentifier] = []
    for _ in 0..<8 {
      if let top = stack.visibleCards.first?.view { swiped.append(ObjectIdentifier(top)) }
      stack.swipe(.left)
    }
    #expect(
      cards.offered.map(ObjectIdentifier.init) == swiped,
      "each swipe offers the view of the card it swiped, whether or not the data source took the one before: not a queued older view"
    )
  }

  @Test func aStackThatDoesNotCycleAsksForNoCardPastTheEndOnceCardsAreGone() {
    let cards = CardsChangedOnDidSwipe(
      ["Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun"],
      cardsAfterEachSwipe: [["Best of Bowie", "It's My Life"]])
    let stack = SwipeableCards()
    stack.isCyclic = false
    stack.dataSource = cards
    stack.delegate = cards
    stack.reloadData()
    stack.swipe(.left)
    #expect(
      stack.indicesOfVisibleCards == [1, 2],
      "2 cards are left and 2 was the last on show: past the last card, a stack that does not cycle brings in none"
    )
    #expect(cards.asked == [0, 1, 2], "and asks for no card past the end (3 of 2)")
  }

  @Test func noVisibleCardsShowsNone() {
    let source = AskedCards()
    let stack = SwipeableCards()
    stack.numberOfVisibleCards = 0
    stack.dataSource = source
    stack.reloadData()
    #expect(
      stack.visibleCards.isEmpty, "numberOfVisibleCards 0 shows no card, not at least one")
    #expect(source.asked.isEmpty, "and the data source is asked for no card")
  }

  @Test func aNegativeNumberOfVisibleCardsShowsNone() {
    let stack = stack(visible: -1)
    #expect(
      stack.visibleCards.isEmpty, "numberOfVisibleCards below 0 shows no card, and never traps")
    stack.swipe(.left)
    #expect(stack.visibleCards.isEmpty)
  }
}
