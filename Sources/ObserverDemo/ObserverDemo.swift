import BlueKit
import DemoKit
import Facade
import Foundation
import MVC
import Observation
import Observer

/// The Observer pattern at work: album views ask for covers on Foundation's notification center
/// without knowing who answers, and stop their spinners by watching their own image views.
@main
struct ObserverDemo: Demo {
  static let abstract =
    "Shows covers requested by notification and spinners stopped by key-value observation."

  static func run(_ transcript: Transcript) async throws {
    let center = NotificationCenter()
    let server = OfflineHTTPClient()
    let covers = InMemoryCoverStore()
    let bowie = Album.placeholders[0].coverURL

    transcript.step("The roles")
    transcript.line(
      "Subject:   AlbumView posts a CoverRequest on a NotificationCenter, never learning who")
    transcript.line("           answers")
    transcript.line("Observer:  LibraryAPI answers it, from its cover store or by downloading")
    transcript.line("KVO-style: AlbumView observes its image view's `image` to stop its spinner")

    transcript.step("A first request: nothing stored, so the facade downloads")
    var library: LibraryAPI? = LibraryAPI(
      persistencyManager: PersistencyManager(covers: covers), httpClient: server,
      notificationCenter: center)
    let first = AlbumView(frame: albumFrame, coverURL: bowie, notificationCenter: center)
    transcript.line(
      "Right after the request, waiting for the cover: \(yesNo(first.isWaitingForCover))")
    transcript.show(first)
    await library?.waitForCoverDownloads()
    transcript.line("After the download, waiting for the cover: \(yesNo(first.isWaitingForCover))")
    transcript.show(first)
    transcript.line("The server was asked:")
    for request in server.requests { transcript.line("  \(request)") }

    transcript.step("A second view of the same cover: answered from the store at once")
    let second = AlbumView(frame: albumFrame, coverURL: bowie, notificationCenter: center)
    transcript.line("Waiting for the cover: \(yesNo(second.isWaitingForCover))")
    transcript.line("Requests to the server so far: \(server.requests.count)")

    transcript.step("An observer lives as long as its token")
    library = nil
    let orphan = AlbumView(frame: albumFrame, coverURL: bowie, notificationCenter: center)
    transcript.line("The facade is gone, so its observation is gone with it.")
    transcript.line(
      "A new view's request goes unanswered; waiting: \(yesNo(orphan.isWaitingForCover))")
    transcript.line("No crash, and no `removeObserver` in a `deinit` to forget.")

    transcript.step("Underneath: a classic notification, a name and a userInfo dictionary")
    // tutorial:begin classic-notification
    let registration = center.addObserver(forName: CoverRequest.name, object: nil, queue: nil) {
      notification in
      // Every observer digs the payload out with a string key and a cast.
      let url = notification.userInfo?["coverUrl"] as? String ?? "(no coverUrl)"
      // No queue: the block runs on the poster's thread, here the main one.
      MainActor.assumeIsolated { transcript.line("  block observer: \(url)") }
    }
    center.post(name: CoverRequest.name, object: nil, userInfo: ["coverUrl": "bowie.png"])
    center.post(name: CoverRequest.name, object: nil, userInfo: ["coverURL": "misspelt.png"])
    transcript.line("The second post spelt the key \"coverURL\": it compiled, and meant nothing.")
    // The center keeps the block until it is handed back the object `addObserver` returned.
    center.removeObserver(registration)
    center.post(name: CoverRequest.name, object: nil, userInfo: ["coverUrl": "unheard.png"])
    transcript.line("After removeObserver(registration), the third post was not heard.")
    // tutorial:end classic-notification

    transcript.step("Foundation's typed messages, where the platform has them")
    // tutorial:begin typed-notification
    if #available(macOS 26, iOS 26, *) {
      let albums = NotificationCenter()
      let token = albums.addObserver(for: AlbumDeleted.self) { message in
        transcript.line("  typed observer: album \(message.index) was deleted")
      }
      albums.post(AlbumDeleted(index: 2))
      // Foundation's typed token is a value: letting it go does not end the observation.
      albums.removeObserver(token)
      albums.post(AlbumDeleted(index: 3))
      transcript.line("After removeObserver(token), album 3's message was not heard.")
    } else {
      transcript.line("Typed messages need macOS 26 or iOS 26: post a NotificationMessage.")
    }
    // tutorial:end typed-notification

    transcript.step("Notifications as an AsyncSequence, on any platform")
    // tutorial:begin notification-stream
    // Apple's `center.notifications(named:)` is this, built in; Linux's Foundation lacks it.
    let (coverURLs, continuation) = AsyncStream.makeStream(of: String.self)
    let feeder = center.addObserver(forName: CoverRequest.name, object: nil, queue: nil) {
      notification in
      continuation.yield(notification.userInfo?["coverUrl"] as? String ?? "(no coverUrl)")
    }
    center.post(name: CoverRequest.name, object: nil, userInfo: ["coverUrl": "sting.png"])
    center.post(name: CoverRequest.name, object: nil, userInfo: ["coverUrl": "madonna.png"])
    // The stream ends when its feeder does: remove the observer, then finish.
    center.removeObserver(feeder)
    continuation.finish()
    for await url in coverURLs {
      transcript.line("  for await: \(url)")
    }
    transcript.line("The loop ended because the stream was finished.")
    // tutorial:end notification-stream

    transcript.step("Key-value observing with options: initial, old, new")
    // tutorial:begin kvo-options
    let imageView = ImageView()
    let observation = imageView.observe(\.image, options: [.initial, .old, .new]) { _, change in
      let old = change.oldValue.map { describe($0) } ?? "(not given)"
      let new = change.newValue.map { describe($0) } ?? "(not given)"
      transcript.line("  image changed: old \(old), new \(new)")
    }
    imageView.image = Image(rows: ["art"])
    imageView.image = nil
    observation.invalidate()
    imageView.image = Image(rows: ["unseen"])
    transcript.line("After invalidate(), the last change was not reported.")
    // tutorial:end kvo-options

    transcript.step("The same idea with Swift's Observation framework")
    // tutorial:begin observation-tracking
    let model = ImageModel()
    withObservationTracking {
      _ = model.image
    } onChange: {
      // onChange may run on any thread, so it is not main-actor code; here the change is made
      // on the main actor, and `assumeIsolated` says so (and checks it).
      MainActor.assumeIsolated {
        transcript.line("  onChange: `image` is about to change (no old or new value is given)")
      }
    }
    model.image = "art"
    model.image = "more art"
    transcript.line("onChange fired once: tracking is one-shot, re-arm it to keep observing.")
    // tutorial:end observation-tracking

    transcript.step("Observation's changes as an AsyncSequence: Observations")
    // tutorial:begin observations-sequence
    if #available(macOS 26, iOS 26, *) {
      let images = Observations { model.image }
      var iterator = images.makeAsyncIterator()
      // `next()` is nil only when the sequence ends; each value is itself an optional image.
      if let image = await iterator.next() {
        transcript.line("  first, the current value: \(image ?? "nil")")
      }
      model.image = "cover"
      model.image = "final cover"
      if let image = await iterator.next() {
        transcript.line("  after two changes: \(image ?? "nil")")
      }
      transcript.line("Changes made together arrive as one value, the latest.")
    } else {
      transcript.line("Observations needs macOS 26 or iOS 26: use observeChanges(_:onChange:).")
    }
    // tutorial:end observations-sequence
  }

  /// A typed message of Foundation's own: the index of a deleted album.
  @available(macOS 26, iOS 26, *)
  struct AlbumDeleted: NotificationCenter.MainActorMessage {
    typealias Subject = LibraryAPI
    let index: Int
  }

  static let albumFrame = Rect(x: 0, y: 0, width: 100, height: 100)

  static func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }

  /// `nil`, or the image's first row in quotes.
  static func describe(_ image: Image?) -> String {
    image.map { "\"\($0.rows.first ?? "")\"" } ?? "nil"
  }

}
