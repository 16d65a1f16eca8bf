import BlueKit
import Foundation
import MVC
import Observer
import Testing

/// A cover request travels as the seed's classic notification, so code written against the
/// 2014 name and keys still hears it, and the typed form reads it back.
@MainActor
@Suite struct CoverRequestNotificationTests {
  /// A center of this suite's own, so no other test's observer hears these posts.
  let center = NotificationCenter()
  let bowieCoverURL =
    "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png"

  @Test func anAlbumViewPostsTheSeedsNameWithItsImageViewAndCoverURL() {
    var heard: [(name: String, coverURL: String?, imageView: ObjectIdentifier?)] = []
    let registration = center.addObserver(
      forName: Notification.Name("BLDownloadImageNotification"), object: nil, queue: nil
    ) { notification in
      // What the classic observer reads, as values that may cross into the main actor.
      let name = notification.name.rawValue
      let coverURL = notification.userInfo?["coverUrl"] as? String
      let imageView = (notification.userInfo?["imageView"] as AnyObject?).map(ObjectIdentifier.init)
      MainActor.assumeIsolated { heard.append((name, coverURL, imageView)) }
    }
    defer { center.removeObserver(registration) }

    let albumView = AlbumView(
      frame: Rect(x: 0, y: 0, width: 100, height: 100), coverURL: bowieCoverURL,
      notificationCenter: center)

    #expect(heard.count == 1)
    #expect(heard.first?.name == "BLDownloadImageNotification")
    #expect(heard.first?.coverURL == bowieCoverURL)
    #expect(heard.first?.imageView == ObjectIdentifier(albumView.coverImageView))
  }

  @Test func aRequestUnpacksWhatItPacked() throws {
    let imageView = ImageView()
    let request = CoverRequest(imageView: imageView, coverURL: bowieCoverURL)

    let unpacked = try #require(CoverRequest(userInfo: request.userInfo))

    #expect(unpacked.coverURL == bowieCoverURL)
    #expect(unpacked.imageView === imageView)
  }

  @Test func aDictionaryWithoutBothKeysIsNoRequest() {
    #expect(CoverRequest(userInfo: ["coverUrl": bowieCoverURL]) == nil)
    #expect(CoverRequest(userInfo: ["imageView": ImageView(), "coverURL": bowieCoverURL]) == nil)
    #expect(CoverRequest(userInfo: ["imageView": "not a view", "coverUrl": bowieCoverURL]) == nil)
  }
}
