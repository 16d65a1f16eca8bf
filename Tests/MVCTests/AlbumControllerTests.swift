import BlueKit
import Foundation
import MVC
import Observer
import Testing

@MainActor
@Suite struct AlbumControllerTests {
  let controller = AlbumController(
    albums: Album.placeholders, notificationCenter: NotificationCenter())

  @Test func theFirstAlbumIsShownAtStart() {
    #expect(controller.currentIndex == 0)
    #expect(controller.titleLabel.text == "Best of Bowie — David Bowie")
    #expect(controller.albumView?.coverURL == Album.placeholders[0].coverURL)
  }

  @Test func showingAnAlbumReplacesTheAlbumView() {
    let first = controller.albumView
    controller.showAlbum(at: 4)
    #expect(controller.titleLabel.text == "American Pie — Madonna")
    #expect(controller.albumView !== first)
    #expect(first?.superview == nil)
    #expect(controller.view.subviews.count == 3)
  }

  @Test func aTapOnTheCoverReachesTheControllerWhichHighlightsIt() {
    controller.albumView?.tap(at: Point(x: 50, y: 50))
    #expect(controller.albumView?.isHighlighted == true)
    #expect(controller.statusLabel.text == "Selected Best of Bowie")
    controller.albumView?.tap(at: Point(x: 50, y: 50))
    #expect(controller.albumView?.isHighlighted == false)
    #expect(controller.statusLabel.text == "Deselected Best of Bowie")
  }

  @Test func changingTheModelRefreshesTheView() {
    #expect(controller.correctYear(of: 0, to: "1993"))
    #expect(controller.albums[0].year == "1993")
    #expect(controller.statusLabel.text == "Changed the year of Best of Bowie to 1993")
  }

  @Test func aMissingAlbumIsAMessageNotACrash() {
    controller.showAlbum(at: 5)
    #expect(controller.currentIndex == nil)
    #expect(controller.albumView == nil)
    #expect(controller.titleLabel.text == "No album")
    controller.albumViewTapped()
    #expect(!controller.correctYear(of: -1, to: "2000"))
    #expect(controller.albums == Album.placeholders)
  }

  @Test func withNoAlbumsThereIsNothingToShow() {
    let empty = AlbumController(albums: [], notificationCenter: NotificationCenter())
    #expect(empty.currentIndex == nil)
    #expect(empty.titleLabel.text == "No album")
  }
}
