import BlueKit

/// A stack of cards: swipe the top one away, left or right, and the next one comes up.
///
/// A reusable view built the way `TableView` is, which is the point of the delegation chapter:
/// the stack knows how to lay cards out, move them and reuse their views; what the cards say
/// comes from its ``dataSource``, and what a swipe means is up to its ``delegate``. Neither
/// protocol mentions what the cards show, so the stack works for any content.
///
/// ```swift
/// let cards = SwipeableCards(frame: Rect(x: 0, y: 0, width: 320, height: 200))
/// cards.dataSource = deck  // conforms to SwipeableCardsDataSource; setting it loads the cards
/// cards.delegate = deck  // optional, and so is each of its methods
/// cards.drag(by: Point(x: 150, y: 0))  // past the threshold: the top card leaves to the right
/// cards.drag(by: Point(x: 60, y: 0))  // not far enough: the card snaps back
/// ```
///
/// Only ``numberOfVisibleCards`` card views exist, however many cards there are: the view of a
/// card swiped away is handed back to the data source for the card joining the back of the
/// stack. With ``isCyclic`` on, the cards go round for ever; off, the stack empties.
@MainActor
public final class SwipeableCards: View {
  /// How far, in points, a card must be dragged sideways to leave the stack (more than this):
  /// 120, as in the card stack the delegation chapter comes from.
  public static let swipeThreshold = 120.0

  // tutorial:begin swipeable-cards-delegates
  /// Supplies the cards; setting it reloads the stack.
  ///
  /// Weak, like every delegate and data source: the object that supplies the cards usually
  /// owns the stack. (The 2016 original held both strongly: a retain cycle.)
  public weak var dataSource: (any SwipeableCardsDataSource)? {
    didSet { reloadData() }
  }

  /// Hears about swipes.
  ///
  /// Weak, for the same reason as ``dataSource``.
  public weak var delegate: (any SwipeableCardsDelegate)?
  // tutorial:end swipeable-cards-delegates

  /// How many cards are shown at once, each a little behind the one above; 3 by default.
  ///
  /// It is also how many card views exist. Setting it reloads the stack; below zero counts as
  /// zero.
  public var numberOfVisibleCards = 3 {
    didSet { reloadData() }
  }

  /// Whether the first card follows the last, so the stack never runs out; on by default.
  ///
  /// Setting it reloads the stack.
  public var isCyclic = true {
    didSet { reloadData() }
  }

  /// How far each card sits from the one above it: 5 points right and 5 down by default.
  ///
  /// A negative coordinate fans the stack the other way. Setting it lays the cards out again.
  public var cardOffset = Point(x: 5, y: 5) {
    didSet { layoutCards() }
  }

  /// Whether a drag moves the top card; with one card there may be nothing worth swiping.
  public var isSwipeEnabled = true

  /// The number of cards in all, as the data source said at the last ``reloadData()``.
  public private(set) var numberOfCards = 0

  /// The cards on show, top first: each card's index and its view.
  private var visibleCards: [(index: Int, view: View)] = []
  /// How many times the stack was rebuilt; a swipe compares it across its delegate call, since a
  /// delegate may reload (or change a setting that reloads) while it hears of the swipe.
  private var reloads = 0

  /// Creates an empty stack; set the ``dataSource`` to fill it.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// The top card's view, or `nil` when the stack is empty.
  public var topCard: View? { visibleCards.first?.view }

  /// The indices of the cards on show, top first.
  public var indicesOfVisibleCards: [Int] { visibleCards.map(\.index) }

  // tutorial:begin swipeable-cards-reload
  /// Asks the data source for everything again and starts from the first card.
  ///
  /// The views of the cards on show are offered back to the data source, so a reload creates
  /// no view it does not need.
  public func reloadData() {
    reloads += 1
    let oldViews = visibleCards.map(\.view)
    for view in oldViews { view.removeFromSuperview() }
    visibleCards = []
    numberOfCards = max(0, dataSource?.numberOfCards(in: self) ?? 0)
    if let dataSource {
      for index in 0..<stackSize {
        let reusable = oldViews.indices.contains(index) ? oldViews[index] : nil
        let view = dataSource.swipeableCards(self, viewForCardAt: index, reusing: reusable)
        visibleCards.append((index, view))
      }
    }
    layoutCards()
  }
  // tutorial:end swipeable-cards-reload

  // tutorial:begin swipeable-cards-swipe
  /// Plays a finger dragging the top card by `translation` and lifting.
  ///
  /// More than ``swipeThreshold`` points to the right or left, and the card leaves that way:
  /// its view is reused for the card joining the back of the stack. Otherwise it snaps back to
  /// its place. The delegate hears ``SwipeableCardsDelegate/swipeableCards(_:willBeginSwipingCardAt:)``
  /// either way. Nothing happens when swiping is disabled or the stack is empty.
  public func drag(by translation: Point) {
    guard isSwipeEnabled, let top = visibleCards.first else { return }
    delegate?.swipeableCards(self, willBeginSwipingCardAt: top.index)
    if translation.x > Self.swipeThreshold {
      removeTopCard(to: .right)
    } else if translation.x < -Self.swipeThreshold {
      removeTopCard(to: .left)
    }
  }

  /// Takes the top card off toward `direction` and brings the next card in at the back.
  private func removeTopCard(to direction: SwipeDirection) {
    // The delegate heard "will begin swiping" first and may have reloaded, even to no cards.
    guard !visibleCards.isEmpty else { return }
    let removed = visibleCards.removeFirst()
    removed.view.removeFromSuperview()
    let reloadsBefore = reloads
    delegate?.swipeableCards(self, didSwipeCardAt: removed.index, to: direction)
    // A delegate that reloaded has already rebuilt a full stack: adding a card would overfill it.
    let last = visibleCards.last?.index ?? removed.index
    if reloads == reloadsBefore, let next = index(after: last), let dataSource {
      let view = dataSource.swipeableCards(self, viewForCardAt: next, reusing: removed.view)
      visibleCards.append((next, view))
    }
    delegate?.swipeableCards(self, didRemoveCardAt: removed.index)
    layoutCards()
  }

  /// The index of the card that follows `index`: the next one, wrapping round to 0 when
  /// cyclic, or `nil` after the last card when not.
  ///
  /// The 2016 original added the number of visible cards to the top card's index instead, which
  /// skipped or repeated cards whenever there were fewer cards than places in the stack.
  private func index(after index: Int) -> Int? {
    guard numberOfCards > 0 else { return nil }
    if index + 1 < numberOfCards { return index + 1 }
    return isCyclic ? (index + 1) % numberOfCards : nil
  }
  // tutorial:end swipeable-cards-swipe

  /// How many cards the full stack shows: the visible count, or fewer when there are fewer
  /// cards.
  private var stackSize: Int {
    min(max(0, numberOfVisibleCards), numberOfCards)
  }

  /// Places the cards, top card in front, each ``cardOffset`` from the one above, the whole
  /// stack centred in the view.
  ///
  /// The stack is centred as if full, so the cards stay put as a non-cyclic stack runs out.
  private func layoutCards() {
    for card in visibleCards { card.view.removeFromSuperview() }
    guard let top = visibleCards.first?.view else { return }
    let spread = Double(max(0, stackSize - 1))
    var x = (frame.width - top.frame.width - spread * abs(cardOffset.x)) / 2
    var y = (frame.height - top.frame.height - spread * abs(cardOffset.y)) / 2
    if cardOffset.x < 0 { x += spread * abs(cardOffset.x) }
    if cardOffset.y < 0 { y += spread * abs(cardOffset.y) }
    for (depth, card) in visibleCards.enumerated().reversed() {
      card.view.frame.origin = Point(
        x: x + Double(depth) * cardOffset.x, y: y + Double(depth) * cardOffset.y)
      addSubview(card.view)
    }
  }
}
