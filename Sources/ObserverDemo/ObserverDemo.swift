import BlueKit
import DemoKit
import Facade
import MVC
import Observation
import Observer

/// The Observer pattern at work: album views ask for covers without knowing who answers, and
/// stop their spinners by watching their own image views.
@main
struct ObserverDemo: Demo {
  static let abstract =
    "Shows covers requested by message and spinners stopped by key-value observation."

  static func run(_ transcript: Transcript) async throws {
    let center = MessageCenter()
    let server = OfflineHTTPClient()
    let covers = InMemoryCoverStore()
    let bowie = Album.placeholders[0].coverURL

    transcript.step("The roles")
    transcript.line(
      "Subject:   AlbumView posts a CoverRequest message and never learns who answers")
    transcript.line("Observer:  LibraryAPI answers it, from its cover store or by downloading")
    transcript.line("KVO-style: AlbumView observes its image view's `image` to stop its spinner")

    transcript.step("A first request: nothing stored, so the facade downloads")
    var library: LibraryAPI? = LibraryAPI(
      persistencyManager: PersistencyManager(covers: covers), httpClient: server,
      messageCenter: center)
    let first = AlbumView(frame: albumFrame, coverURL: bowie, messageCenter: center)
    transcript.line(
      "Right after the request, waiting for the cover: \(yesNo(first.isWaitingForCover))")
    transcript.show(first)
    await library?.waitForCoverDownloads()
    transcript.line("After the download, waiting for the cover: \(yesNo(first.isWaitingForCover))")
    transcript.show(first)
    transcript.line("The server was asked:")
    for request in server.requests { transcript.line("  \(request)") }

    transcript.step("A second view of the same cover: answered from the store at once")
    let second = AlbumView(frame: albumFrame, coverURL: bowie, messageCenter: center)
    transcript.line("Waiting for the cover: \(yesNo(second.isWaitingForCover))")
    transcript.line("Requests to the server so far: \(server.requests.count)")

    transcript.step("An observer lives as long as its token")
    library = nil
    let orphan = AlbumView(frame: albumFrame, coverURL: bowie, messageCenter: center)
    transcript.line("The facade is gone, so its observation is gone with it.")
    transcript.line(
      "A new view's request goes unanswered; waiting: \(yesNo(orphan.isWaitingForCover))")
    transcript.line("No crash, and no `removeObserver` in a `deinit` to forget.")

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
  }

  static let albumFrame = Rect(x: 0, y: 0, width: 100, height: 100)

  static func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }

  /// `nil`, or the image's first row in quotes.
  static func describe(_ image: Image?) -> String {
    image.map { "\"\($0.rows.first ?? "")\"" } ?? "nil"
  }

}
