/// One card's view: it shows some text, and is reused for another card once swiped away.
///
/// The kit's `SwipeableCards` shows any `View`; this exercise has no views to draw, so a card
/// view is just its text.
final class CardView {
  /// What the card shows.
  var text: String

  /// Creates a card view showing `text`.
  init(text: String = "") {
    self.text = text
  }
}

/// A card on show: the index its data source gave it, and its view.
struct VisibleCard {
  /// The card's index in the data source.
  var index: Int
  /// The view showing the card.
  var view: CardView
}
