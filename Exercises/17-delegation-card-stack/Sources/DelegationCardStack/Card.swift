/// One card of the stack: a view showing some text, reused for another card once swiped away.
final class Card {
  /// What the card shows.
  var text: String

  /// Creates a card showing `text`.
  init(text: String = "") {
    self.text = text
  }
}

/// A card on show, with the index its data source gave it.
struct VisibleCard {
  /// The card's index in the data source.
  var index: Int
  /// The card itself.
  var card: Card
}

/// Which way a card was swiped.
enum SwipeDirection: Equatable, Sendable {
  case left
  case right
}
