import BlueKit
import Delegation
import DemoKit
import MVC

/// Delegation at work: a reusable card stack asks its data source for cards and tells its
/// delegate about swipes, and the demo prints every call as it happens.
@main
struct DelegationDemo: Demo {
  static let abstract =
    "Delegation: a card stack asks its data source for cards and tells its delegate about swipes."

  static func run(_ transcript: Transcript) async throws {
    transcript.step("The roles")
    transcript.line("SwipeableCards            the reusable view: lays out, moves, recycles cards")
    transcript.line("SwipeableCardsDataSource  asked how many cards there are and what each shows")
    transcript.line("SwipeableCardsDelegate    told about swipes; every method optional")
    transcript.line("AlbumDeck (this demo)     plays both roles, for the five placeholder albums")

    transcript.step("Setting the data source loads the stack: 3 of 5 cards on show")
    let deck = AlbumDeck(albums: Album.placeholders, transcript: transcript)
    let cards = SwipeableCards(frame: Rect(x: 0, y: 0, width: 320, height: 100))
    cards.cardOffset = Point(x: 10, y: 10)  // 5 points is half a text row; 10 draws cleanly
    cards.dataSource = deck
    cards.delegate = deck
    transcript.show(cards)

    transcript.step("A drag of 150 points to the right: past the 120-point threshold")
    cards.drag(by: Point(x: 150, y: 0))
    transcript.show(cards)

    transcript.step("A drag of 80 points: not far enough, the card snaps back")
    cards.drag(by: Point(x: 80, y: -20))
    transcript.line("On show, top first: \(cards.indicesOfVisibleCards)")

    transcript.step("Three swipes to the left: the stack is cyclic, so card 0 comes round again")
    for _ in 1...3 {
      cards.drag(by: Point(x: -130, y: 0))
      transcript.line("On show, top first: \(cards.indicesOfVisibleCards)")
    }
    transcript.show(cards)
    transcript.line("Card views made in all: \(deck.viewsMade); every other card reused one.")

    transcript.step("Not cyclic: the stack runs out")
    transcript.line("Changing isCyclic reloads from the first card:")
    cards.isCyclic = false
    for _ in 1...5 {
      cards.drag(by: Point(x: 200, y: 0))
      transcript.line("On show, top first: \(cards.indicesOfVisibleCards)")
    }
    cards.drag(by: Point(x: 200, y: 0))
    transcript.line("A drag on the empty stack calls nobody.")
    transcript.line("Card views made in all: \(deck.viewsMade).")
  }

}

/// Albums as cards: the stack's data source and its delegate, saying each call aloud.
@MainActor
final class AlbumDeck: SwipeableCardsDataSource, SwipeableCardsDelegate {
  let albums: [Album]
  let transcript: Transcript
  private(set) var viewsMade = 0

  init(albums: [Album], transcript: Transcript) {
    self.albums = albums
    self.transcript = transcript
  }

  // tutorial:begin album-deck
  func numberOfCards(in cards: SwipeableCards) -> Int {
    transcript.line("  data source: numberOfCards → \(albums.count)")
    return albums.count
  }

  func swipeableCards(
    _ cards: SwipeableCards, viewForCardAt index: Int, reusing reusableView: View?
  ) -> View {
    let card: ImageView
    if let reused = reusableView as? ImageView {
      card = reused
      transcript.line("  data source: view for card \(index), reusing a card's view")
    } else {
      card = ImageView(frame: Rect(x: 0, y: 0, width: 120, height: 60))
      viewsMade += 1
      transcript.line("  data source: view for card \(index), a new view")
    }
    card.image = Self.art(for: albums[index], number: index)
    return card
  }

  func swipeableCards(_ cards: SwipeableCards, willBeginSwipingCardAt index: Int) {
    transcript.line("  delegate: will begin swiping card \(index)")
  }

  func swipeableCards(
    _ cards: SwipeableCards, didSwipeCardAt index: Int, to direction: SwipeDirection
  ) {
    transcript.line("  delegate: card \(index) swiped \(direction)")
  }

  func swipeableCards(_ cards: SwipeableCards, didRemoveCardAt index: Int) {
    transcript.line("  delegate: card \(index) removed")
  }
  // tutorial:end album-deck

  /// A 24 × 6 card showing the album's number, title and artist.
  static func art(for album: Album, number: Int) -> Image {
    let width = 22
    func line(_ text: String) -> String {
      "|" + text.prefix(width).padding(toLength: width, withPad: " ", startingAt: 0) + "|"
    }
    let edge = "+" + String(repeating: "-", count: width) + "+"
    return Image(rows: [
      edge, line(" \(number)"), line(" \(album.title)"), line(" \(album.artist)"), line(""), edge,
    ])
  }
}
