import BlueKit
import Foundation
import MVC
import Observer
import Testing

@MainActor
@Suite struct AlbumViewTests {
  /// A center of this suite's own, so no other test's observer answers these views.
  let center = NotificationCenter()
  let albumView: AlbumView

  init() {
    albumView = AlbumView(
      frame: Rect(x: 110, y: 10, width: 100, height: 100), coverURL: "http://example.com/c.png",
      notificationCenter: center)
  }

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
    let view = AlbumView(
      frame: Rect(x: 0, y: 0, width: 100, height: 100), coverURL: "", notificationCenter: center)
    let rows = view.render(columns: 20, rows: 10).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[5] == "         |")
    #expect(rows.filter { !$0.isEmpty }.count == 1)
  }

  @Test func aNewViewAsksForItsCoverAndWhoeverAnswersStopsTheSpinner() {
    var requests: [String] = []
    let token = center.addObserver(for: CoverRequest.self) { request in
      requests.append(request.coverURL)
      request.imageView.image = Image(rows: ["cached"])  // answered at once, as a cache would
    }
    let view = AlbumView(
      frame: Rect(x: 0, y: 0, width: 100, height: 100), coverURL: "http://example.com/a.png",
      notificationCenter: center)
    #expect(requests == ["http://example.com/a.png"])
    #expect(view.coverImageView.image == Image(rows: ["cached"]))
    #expect(!view.isWaitingForCover)
    token.cancel()
  }

  @Test func aViewThatIsGoneIsNoLongerObservingItsImageView() {
    weak var released: AlbumView?
    var imageView: ImageView?
    do {
      let view = AlbumView(
        frame: Rect(x: 0, y: 0, width: 100, height: 100), coverURL: "", notificationCenter: center)
      imageView = view.coverImageView
      released = view
    }
    #expect(released == nil)
    imageView?.image = Image(rows: ["late"])  // no observer left to call: no crash
    #expect(imageView?.image == Image(rows: ["late"]))
  }
}
