import BlueKit
import Foundation
import MVC
import Testing

@testable import BlueLibrary

/// The trace's observer hears each cover request and sees each cover arrive, in the order the
/// covers were asked for.
@MainActor
@Suite struct CoverRequestTracerTests {
  let trace = PatternTrace()
  let center = NotificationCenter()

  var lines: [String] { trace.text(of: trace.lines) }

  func request(_ name: String) -> ImageView {
    let imageView = ImageView()
    center.post(CoverRequest(imageView: imageView, coverURL: "http://example.com/\(name).png"))
    return imageView
  }

  @Test func aRequestIsRecordedThenItsArrival() {
    let tracer = CoverRequestTracer(notificationCenter: center, trace: trace)
    let imageView = request("album_u2_staring%20at%20the%20sun")
    #expect(lines == ["Observer    CoverRequest posted for album_u2_staring at the sun.png"])
    imageView.image = Image(rows: ["cover"])
    #expect(
      lines == [
        "Observer    CoverRequest posted for album_u2_staring at the sun.png",
        "Observer    AlbumView observed image → spinner stops",
      ])
    withExtendedLifetime(tracer) {}
  }

  @Test func aCoverAlreadyThereArrivesAtOnce() {
    // Answered before the tracer hears it, as the facade answers from its cover store.
    let answering = center.addObserver(for: CoverRequest.self) { request in
      request.imageView.image = Image(rows: ["cover"])
    }
    let tracer = CoverRequestTracer(notificationCenter: center, trace: trace)
    _ = request("a")
    #expect(
      lines == [
        "Observer    CoverRequest posted for a.png",
        "Observer    AlbumView observed image → spinner stops",
      ])
    withExtendedLifetime((tracer, answering)) {}
  }

  @Test func arrivalsAreRecordedInTheOrderTheCoversWereAskedFor() {
    let tracer = CoverRequestTracer(notificationCenter: center, trace: trace)
    let first = request("first")
    let second = request("second")
    second.image = Image(rows: ["2"])
    #expect(lines.count == 2)
    first.image = Image(rows: ["1"])
    #expect(
      lines == [
        "Observer    CoverRequest posted for first.png",
        "Observer    CoverRequest posted for second.png",
        "Observer    AlbumView observed image → spinner stops",
        "Observer    AlbumView observed image → spinner stops",
      ])
    withExtendedLifetime(tracer) {}
  }

  @Test func aCoverWhoseViewIsGoneNoLongerHoldsUpTheOthers() {
    let tracer = CoverRequestTracer(notificationCenter: center, trace: trace)
    _ = request("gone")  // Released at once: its cover can never arrive.
    let kept = request("kept")
    kept.image = Image(rows: ["kept"])
    #expect(
      lines == [
        "Observer    CoverRequest posted for gone.png",
        "Observer    CoverRequest posted for kept.png",
        "Observer    AlbumView observed image → spinner stops",
      ])
    withExtendedLifetime(tracer) {}
  }
}
