import BlueKit
import Foundation
import MVC
import Observer

/// The trace's own observer: it hears each album view ask for its cover on the notification
/// center, and watches the cover arrive by observing the same `image` the album view observes.
///
/// An observer, not a decorator: the notification center and key-value observation are
/// already places where anyone may listen, so the trace listens there too, and nobody posting
/// or answering knows.
///
/// It does not trace the application's lifecycle messages, though it could hear them: a center
/// calls its observers in no promised order (Foundation on Linux keeps them in a dictionary),
/// so "WillTerminate posted" would land before or after the controller's save from one run to
/// the next. The save itself is traced, by the decorators around the store and the archive.
@MainActor
final class CoverRequestTracer {
  /// A cover asked for, and whether it has arrived.
  private struct CoverOnItsWay {
    weak var imageView: ImageView?
    var observation: KeyValueObservation?
    var hasArrived: Bool
  }

  /// The most covers followed at once; more are not traced (a screen shows a handful).
  static let maximumCoversFollowed = 100

  private let trace: PatternTrace
  private var coverRequests: ObservationToken?
  /// Covers asked for, oldest first, until their arrival is recorded.
  private var covers: [CoverOnItsWay] = []

  /// Starts listening on `notificationCenter`, recording into `trace`.
  init(notificationCenter: NotificationCenter, trace: PatternTrace) {
    self.trace = trace
    coverRequests = notificationCenter.addObserver(for: CoverRequest.self) {
      [weak self] request in self?.follow(request)
    }
  }

  /// Records the request, then follows the cover until it arrives.
  private func follow(_ request: CoverRequest) {
    let file = request.coverURL.split(separator: "/").last.map(String.init) ?? request.coverURL
    trace.record(.observer, trace.words.coverRequested(file.removingPercentEncoding ?? file))
    guard covers.count < Self.maximumCoversFollowed else { return }
    let imageView = request.imageView
    // The facade may have answered before this observer heard the request (from the cover
    // store, at once): then the cover is already there. Which observer hears it first is up
    // to the center.
    var cover = CoverOnItsWay(imageView: imageView, hasArrived: imageView.image != nil)
    if !cover.hasArrived {
      let id = ObjectIdentifier(imageView)
      cover.observation = imageView.observe(\.image, options: [.new]) { [weak self] _, change in
        if case .some(.some) = change.newValue { self?.coverArrived(id) }
      }
    }
    covers.append(cover)
    recordArrivals()
  }

  private func coverArrived(_ id: ObjectIdentifier) {
    guard
      let index = covers.firstIndex(where: {
        !$0.hasArrived && $0.imageView.map(ObjectIdentifier.init) == id
      })
    else { return }
    covers[index].hasArrived = true
    covers[index].observation = nil
    recordArrivals()
  }

  /// Records the arrivals in the order the covers were asked for.
  ///
  /// Downloads side by side finish in any order; recording each as it lands would make the
  /// trace differ from run to run. A cover whose view is gone will never arrive, and is
  /// dropped.
  private func recordArrivals() {
    while let first = covers.first, first.hasArrived || first.imageView == nil {
      covers.removeFirst()
      if first.hasArrived { trace.record(.observer, trace.words.imageObservedSpinnerStops) }
    }
  }
}
