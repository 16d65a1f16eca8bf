import Foundation
import Observer
import Testing

/// The seed's cover request, as a notification message: a name, and two keys in `userInfo`.
private struct CoverRequest: NotificationMessage {
  static let name = Notification.Name("BLDownloadImageNotification")
  let coverURL: String
  let size: Int

  var userInfo: [AnyHashable: Any] { ["coverUrl": coverURL, "size": size] }

  init(coverURL: String, size: Int) {
    self.coverURL = coverURL
    self.size = size
  }

  init?(userInfo: [AnyHashable: Any]) {
    guard let coverURL = userInfo["coverUrl"] as? String, let size = userInfo["size"] as? Int
    else { return nil }
    self.init(coverURL: coverURL, size: size)
  }
}

private let bowieCoverURL =
  "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png"

/// Foundation's `NotificationCenter`, posted to and observed by message type.
@MainActor
@Suite struct NotificationMessageTests {
  /// A center of this suite's own, so no other test's observer hears these posts.
  let center = NotificationCenter()

  @Test func aTypedObserverReceivesThePostedMessage() {
    var received: [String] = []
    let token = center.addObserver(for: CoverRequest.self) {
      received.append("\($0.coverURL) \($0.size)")
    }

    center.post(CoverRequest(coverURL: bowieCoverURL, size: 100))

    #expect(received == ["\(bowieCoverURL) 100"])
    withExtendedLifetime(token) {}
  }

  @Test func aClassicObserverOfTheNameReceivesTheUserInfoAndSender() {
    var coverURLs: [String] = []
    var senders: [ObjectIdentifier] = []
    let sender = NSObject()
    let registration = center.addObserver(forName: CoverRequest.name, object: nil, queue: nil) {
      notification in
      let coverURL = notification.userInfo?["coverUrl"] as? String ?? "none"
      let senderID = notification.object.map { ObjectIdentifier($0 as AnyObject) }
      MainActor.assumeIsolated {
        coverURLs.append(coverURL)
        if let senderID { senders.append(senderID) }
      }
    }

    center.post(CoverRequest(coverURL: bowieCoverURL, size: 100), sender: sender)
    center.removeObserver(registration)

    #expect(coverURLs == [bowieCoverURL])
    #expect(senders == [ObjectIdentifier(sender)])
  }

  @Test func aClassicPostWithAMissingOrMistypedKeyIsIgnored() {
    var received = 0
    let token = center.addObserver(for: CoverRequest.self) { _ in received += 1 }

    center.post(
      name: CoverRequest.name, object: nil, userInfo: ["coverURL": bowieCoverURL, "size": 1])
    center.post(
      name: CoverRequest.name, object: nil, userInfo: ["coverUrl": bowieCoverURL, "size": "1"])
    center.post(name: CoverRequest.name, object: nil, userInfo: nil)
    center.post(
      name: CoverRequest.name, object: nil, userInfo: ["coverUrl": bowieCoverURL, "size": 1])

    #expect(received == 1)
    withExtendedLifetime(token) {}
  }

  @Test func releasingTheTokenRemovesTheObserverFromTheCenter() {
    var received = 0
    var token: ObservationToken? = center.addObserver(for: CoverRequest.self) { _ in received += 1 }
    center.post(CoverRequest(coverURL: bowieCoverURL, size: 1))

    token = nil
    center.post(CoverRequest(coverURL: bowieCoverURL, size: 2))

    #expect(received == 1)
    #expect(token == nil)
  }

  @Test func cancellingTheTokenRemovesTheObserverAndCancellingTwiceDoesNothing() {
    var received = 0
    let token = center.addObserver(for: CoverRequest.self) { _ in received += 1 }

    token.cancel()
    token.cancel()
    center.post(CoverRequest(coverURL: bowieCoverURL, size: 1))

    #expect(received == 0)
  }

  @Test func anotherCentersPostsAreNotHeard() {
    var received = 0
    let token = center.addObserver(for: CoverRequest.self) { _ in received += 1 }

    NotificationCenter().post(CoverRequest(coverURL: bowieCoverURL, size: 1))

    #expect(received == 0)
    withExtendedLifetime(token) {}
  }
}
