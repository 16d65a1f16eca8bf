import BlueKit
import Delegation
import Testing

/// A deck of numbered cards that is both data source and delegate, and writes down every call
/// it receives, in order.
@MainActor
private final class Deck: SwipeableCardsDataSource, SwipeableCardsDelegate {
  var count: Int
  var calls: [String] = []
  private(set) var viewsMade = 0

  init(count: Int) {
    self.count = count
  }

  func numberOfCards(in cards: SwipeableCards) -> Int { count }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: View?
  ) -> View {
    if let label = reusableView as? Label {
      calls.append("view \(index) reusing \(label.text ?? "?")")
      label.text = "card \(index)"
      return label
    }
    calls.append("view \(index)")
    viewsMade += 1
    return Label(frame: Rect(x: 0, y: 0, width: 100, height: 60), text: "card \(index)")
  }

  func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int) {
    calls.append("will begin swiping \(index)")
  }

  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {
    calls.append("did swipe \(index) \(direction)")
  }

  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {
    calls.append("did remove \(index)")
  }
}

/// A delegate that implements one method of three: the others are optional.
@MainActor
private final class RemovalCounter: SwipeableCardsDelegate {
  var removed = 0
  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) { removed += 1 }
}

/// A screen that owns its card stack and supplies it, as a view controller does.
@MainActor
private final class Screen: SwipeableCardsDataSource {
  let cards = SwipeableCards(frame: Rect(x: 0, y: 0, width: 320, height: 200))

  init() {
    cards.dataSource = self
  }

  func numberOfCards(in cards: SwipeableCards) -> Int { 4 }
  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: View?
  ) -> View {
    reusableView ?? View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
  }
}

/// `SwipeableCards`: a data source, optional delegate methods, view reuse and cycling.
@MainActor
@Suite struct SwipeableCardsTests {
  let cards = SwipeableCards(frame: Rect(x: 0, y: 0, width: 320, height: 200))

  fileprivate func dealt(_ deck: Deck) -> Deck {
    cards.delegate = deck
    cards.dataSource = deck
    deck.calls = []
    return deck
  }

  fileprivate func swipes(_ count: Int, on deck: Deck) -> [[Int]] {
    (0..<count).map { _ in
      cards.drag(by: Point(x: 200, y: 0))
      return cards.indicesOfVisibleCards
    }
  }

  // MARK: Defaults and layout

  @Test func theDefaultsAreThreeCardsCyclicFivePointsApartAndSwipeable() {
    #expect(cards.numberOfVisibleCards == 3)
    #expect(cards.isCyclic)
    #expect(cards.cardOffset == Point(x: 5, y: 5))
    #expect(cards.isSwipeEnabled)
    #expect(SwipeableCards.swipeThreshold == 120)
  }

  @Test func settingTheDataSourceShowsTheFirstCardsTopFirst() {
    let deck = Deck(count: 10)
    cards.dataSource = deck
    #expect(deck.calls == ["view 0", "view 1", "view 2"])
    #expect(cards.numberOfCards == 10)
    #expect(cards.indicesOfVisibleCards == [0, 1, 2])
    #expect((cards.topCard as? Label)?.text == "card 0")
  }

  @Test func theStackIsCentredEachCardFivePointsRightAndDownOfTheOneAbove() throws {
    _ = dealt(Deck(count: 10))
    let frames = cards.subviews.reversed().map(\.frame)
    #expect(
      frames == [
        Rect(x: 105, y: 65, width: 100, height: 60),
        Rect(x: 110, y: 70, width: 100, height: 60),
        Rect(x: 115, y: 75, width: 100, height: 60),
      ])
    #expect(cards.subviews.last === cards.topCard)
  }

  @Test func aNegativeOffsetFansTheStackTheOtherWay() {
    let deck = dealt(Deck(count: 10))
    cards.cardOffset = Point(x: -5, y: -5)
    #expect(cards.topCard?.frame.origin == Point(x: 115, y: 75))
    #expect(cards.subviews.first?.frame.origin == Point(x: 105, y: 65))
    #expect(deck.calls == [])
  }

  // MARK: Swiping

  @Test func aSwipePastTheThresholdToTheRightRemovesTheTopCard() {
    let deck = dealt(Deck(count: 10))
    cards.drag(by: Point(x: 121, y: 0))
    #expect(
      deck.calls == [
        "will begin swiping 0", "did swipe 0 right", "view 3 reusing card 0", "did remove 0",
      ])
    #expect(cards.indicesOfVisibleCards == [1, 2, 3])
  }

  @Test func aSwipePastTheThresholdToTheLeftRemovesTheTopCard() {
    let deck = dealt(Deck(count: 10))
    cards.drag(by: Point(x: -121, y: 40))
    #expect(
      deck.calls == [
        "will begin swiping 0", "did swipe 0 left", "view 3 reusing card 0", "did remove 0",
      ])
  }

  @Test(arguments: [120.0, -120, 60, 0])
  func aDragOfAtMost120PointsSnapsBack(distance: Double) {
    let deck = dealt(Deck(count: 10))
    let frame = cards.topCard?.frame
    cards.drag(by: Point(x: distance, y: 300))
    #expect(deck.calls == ["will begin swiping 0"])
    #expect(cards.indicesOfVisibleCards == [0, 1, 2])
    #expect(cards.topCard?.frame == frame)
  }

  @Test func theSwipedViewBecomesTheCardAtTheBack() {
    let deck = dealt(Deck(count: 10))
    let top = cards.topCard
    cards.drag(by: Point(x: 200, y: 0))
    #expect(cards.subviews.first === top)
    #expect((top as? Label)?.text == "card 3")
    #expect(deck.viewsMade == 3)
  }

  @Test func onlyAsManyViewsAsVisibleCardsAreEverMade() {
    let deck = dealt(Deck(count: 100))
    _ = swipes(50, on: deck)
    #expect(deck.viewsMade == 3)
    #expect(cards.indicesOfVisibleCards == [50, 51, 52])
  }

  @Test func aCyclicStackStartsAgainAfterTheLastCard() {
    let deck = dealt(Deck(count: 5))
    #expect(
      swipes(5, on: deck) == [[1, 2, 3], [2, 3, 4], [3, 4, 0], [4, 0, 1], [0, 1, 2]])
  }

  @Test func aStackThatIsNotCyclicRunsOut() {
    let deck = dealt(Deck(count: 5))
    cards.isCyclic = false
    deck.calls = []
    #expect(swipes(5, on: deck) == [[1, 2, 3], [2, 3, 4], [3, 4], [4], []])
    #expect(cards.topCard == nil)
    #expect(cards.subviews.isEmpty)
    #expect(deck.calls.last == "did remove 4")
    cards.drag(by: Point(x: 200, y: 0))
    #expect(deck.calls.last == "did remove 4")
  }

  @Test func fewerCardsThanPlacesStillCycleInOrder() {
    // The original asked for top index + 3 wrapped, so two cards showed as [1, 1].
    let deck = dealt(Deck(count: 2))
    #expect(cards.indicesOfVisibleCards == [0, 1])
    #expect(swipes(3, on: deck) == [[1, 0], [0, 1], [1, 0]])
  }

  @Test func aSingleCyclicCardComesBackInItsOwnView() {
    let deck = dealt(Deck(count: 1))
    cards.drag(by: Point(x: -200, y: 0))
    #expect(
      deck.calls == [
        "will begin swiping 0", "did swipe 0 left", "view 0 reusing card 0", "did remove 0",
      ])
    #expect(cards.indicesOfVisibleCards == [0])
  }

  @Test func aDisabledStackIgnoresDrags() {
    let deck = dealt(Deck(count: 5))
    cards.isSwipeEnabled = false
    cards.drag(by: Point(x: 200, y: 0))
    #expect(deck.calls == [])
    #expect(cards.indicesOfVisibleCards == [0, 1, 2])
  }

  @Test func aDelegateNeedImplementOnlyWhatItCaresAbout() {
    let deck = dealt(Deck(count: 5))
    let counter = RemovalCounter()
    cards.delegate = counter
    _ = swipes(2, on: deck)
    #expect(counter.removed == 2)
  }

  // MARK: Reloading

  @Test func changingTheVisibleCountReloadsFromTheFirstCard() {
    let deck = dealt(Deck(count: 10))
    _ = swipes(2, on: deck)
    cards.numberOfVisibleCards = 2
    #expect(cards.indicesOfVisibleCards == [0, 1])
  }

  @Test func aReloadHandsTheViewsOnShowBackToTheDataSource() {
    let deck = dealt(Deck(count: 10))
    cards.reloadData()
    #expect(
      deck.calls == ["view 0 reusing card 0", "view 1 reusing card 1", "view 2 reusing card 2"])
    #expect(deck.viewsMade == 3)
  }

  @Test func reloadingToNoCardsClearsTheStack() {
    // The original returned before taking the old cards off screen.
    let deck = dealt(Deck(count: 5))
    deck.count = 0
    cards.reloadData()
    #expect(cards.subviews.isEmpty)
    #expect(cards.topCard == nil)
    cards.drag(by: Point(x: 200, y: 0))
    #expect(deck.calls == [])
  }

  @Test(arguments: [-2, 0])
  func aVisibleCountBelowOneShowsNoCards(count: Int) {
    let deck = dealt(Deck(count: 5))
    cards.numberOfVisibleCards = count
    #expect(cards.indicesOfVisibleCards == [])
    cards.drag(by: Point(x: 200, y: 0))
    #expect(deck.calls == [])
  }

  @Test func aNegativeCardCountIsZero() {
    _ = dealt(Deck(count: -3))
    #expect(cards.numberOfCards == 0)
    #expect(cards.indicesOfVisibleCards == [])
  }

  // MARK: Memory

  @Test func theDataSourceAndDelegateAreHeldWeaklyAndTheirDepartureIsNoCrash() {
    weak var released: Deck?
    do {
      let deck = dealt(Deck(count: 5))
      released = deck
    }
    #expect(released == nil)
    #expect(cards.dataSource == nil)
    #expect(cards.delegate == nil)
    cards.drag(by: Point(x: 200, y: 0))
    #expect(cards.indicesOfVisibleCards == [1, 2])
    cards.reloadData()
    #expect(cards.indicesOfVisibleCards == [])
  }

  @Test func aScreenAndItsCardStackFormNoRetainCycle() {
    weak var releasedScreen: Screen?
    weak var releasedCards: SwipeableCards?
    do {
      let screen = Screen()
      screen.cards.drag(by: Point(x: 200, y: 0))
      releasedScreen = screen
      releasedCards = screen.cards
    }
    #expect(releasedScreen == nil)
    #expect(releasedCards == nil)
  }
}

/// A delegate that reloads the stack while it hears of a swipe, as a screen might after
/// changing what it shows.
@MainActor
private final class ReloadingDelegate: SwipeableCardsDelegate {
  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {
    cards.reloadData()
  }
}

@MainActor
@Suite struct SwipeableCardsReentrancyTests {
  @Test func aDelegateThatReloadsDuringASwipeStillGetsAFullStackNotAnOverfullOne() {
    let cards = SwipeableCards(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let screen = ReloadingDelegate()
    let source = Screen()
    cards.dataSource = source
    cards.delegate = screen
    #expect(cards.indicesOfVisibleCards == [0, 1, 2])
    cards.drag(by: Point(x: 200, y: 0))
    #expect(cards.indicesOfVisibleCards == [0, 1, 2])
    #expect(cards.subviews.count == 3)
  }
}
