import BlueKit
import MVC
import Testing

@MainActor
@Suite struct AlbumViewTests {
  let albumView = AlbumView(
    frame: Rect(x: 110, y: 10, width: 100, height: 100), coverURL: "http://example.com/c.png")

  @Test func theCoverIsInsetFivePointsOnEverySide() {
    #expect(albumView.coverImageView.frame == Rect(x: 5, y: 5, width: 90, height: 90))
    #expect(albumView.coverURL == "http://example.com/c.png")
  }

  @Test func theBackgroundIsBlackUntilHighlightedThenWhite() {
    #expect(albumView.backgroundColor == .black)
    albumView.isHighlighted = true
    #expect(albumView.backgroundColor == .white)
    albumView.isHighlighted = false
    #expect(albumView.backgroundColor == .black)
  }

  @Test func theSpinnerTurnsUntilTheCoverArrives() {
    #expect(albumView.isWaitingForCover)
    albumView.coverImageView.image = nil
    #expect(albumView.isWaitingForCover)
    albumView.coverImageView.image = Image(rows: ["cover"])
    #expect(!albumView.isWaitingForCover)
  }

  @Test func aWaitingAlbumShowsItsSpinnerInTheMiddle() {
    let view = AlbumView(frame: Rect(x: 0, y: 0, width: 100, height: 100), coverURL: "")
    let rows = view.render(columns: 20, rows: 10).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[5] == "         |")
    #expect(rows.filter { !$0.isEmpty }.count == 1)
  }
}
