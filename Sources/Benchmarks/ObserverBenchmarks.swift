import BlueKit
import Foundation
import Observation
import Observer
import Synchronization

/// The Observer pattern's costs: delivering a post, and hearing of a property change.
///
/// Three centers carry the same message, an album's index: the kit's teaching `MessageCenter`;
/// Foundation's `NotificationCenter` in the classic form (a name, `userInfo`, a block); and the
/// same center through the typed layer the app uses (`NotificationMessage`), which adds packing
/// and unpacking `userInfo`. Each observer reads the index, as a real one would.
@MainActor
struct ObserverBenchmarks {
  let stopwatch: Stopwatch
  let quick: Bool

  /// A message with one property, as the app's are.
  struct AlbumDeleted: NotificationMessage {
    static let name = Notification.Name("BenchmarksAlbumDeleted")
    let index: Int
    var userInfo: [AnyHashable: Any] { ["index": index] }
    init(index: Int) { self.index = index }
    init?(userInfo: [AnyHashable: Any]) {
      guard let index = userInfo["index"] as? Int else { return nil }
      self.index = index
    }
  }

  /// Counts what observers received, from any thread.
  final class Tally: Sendable {
    private let total = Atomic(0)
    func add(_ value: Int) { total.add(value, ordering: .relaxed) }
    var value: Int { total.load(ordering: .relaxed) }
  }

  func run() {
    dispatch()
    propertyChanges()
  }

  /// The cost of one delivery (a post divided by its observers) with 1, 100 and 10 000 observers.
  func dispatch() {
    print("Observer: one delivery, a post to N observers divided by N (lower is better)")
    print(
      "  "
        + ["observers", "MessageCenter", "NotificationCenter", "typed on NC", "NC / kit"]
        .map { Figure.column($0, 20) }.joined())
    var kitCosts: [Int: Double] = [:]
    for observers in [1, 100, 10_000] {
      // About the same number of deliveries at every size, so each figure is well above noise.
      let posts = max(10, (quick ? 100_000 : 1_000_000) / observers)
      let kit = perDelivery(observers: observers, posts: posts, through: kitCenter)
      let classic = perDelivery(observers: observers, posts: posts, through: classicCenter)
      let typed = perDelivery(observers: observers, posts: posts, through: typedCenter)
      kitCosts[observers] = kit
      print(
        "  "
          + [
            "\(observers)", Figure.time(kit), Figure.time(classic), Figure.time(typed),
            Figure.ratio(classic, to: kit),
          ].map { Figure.column($0, 20) }.joined())
    }
    if let one = kitCosts[1], let many = kitCosts[10_000] {
      print(
        "  MessageCenter, 10 000 observers against 1, per delivery: \(Figure.ratio(many, to: one))"
          + " (goal: at most 3.0×)")
    }
  }

  /// Registers `observers` observers on a fresh center, posts `posts` times, and returns the
  /// best time per delivery; `center` says how to observe and how to post.
  private func perDelivery(
    observers: Int, posts: Int,
    through center: (_ observers: Int, _ tally: Tally) -> (post: () -> Void, end: () -> Void)
  ) -> Double {
    let tally = Tally()
    let (post, end) = center(observers, tally)
    defer { end() }
    let seconds = stopwatch.best {
      for _ in 0..<posts { post() }
    }
    let expected = observers * posts * stopwatch.rounds
    if tally.value != expected {
      print("  warning: \(tally.value) deliveries counted, \(expected) expected")
    }
    return seconds / Double(observers * posts)
  }

  private func kitCenter(_ observers: Int, _ tally: Tally) -> (post: () -> Void, end: () -> Void) {
    let center = MessageCenter()
    let tokens = (0..<observers).map { _ in
      center.addObserver(for: AlbumDeleted.self) { tally.add($0.index) }
    }
    return ({ center.post(AlbumDeleted(index: 1)) }, { for token in tokens { token.cancel() } })
  }

  private func classicCenter(_ observers: Int, _ tally: Tally) -> (
    post: () -> Void, end: () -> Void
  ) {
    let center = NotificationCenter()
    let registrations = (0..<observers).map { _ in
      center.addObserver(forName: AlbumDeleted.name, object: nil, queue: nil) { notification in
        tally.add(notification.userInfo?["index"] as? Int ?? 0)
      }
    }
    return (
      { center.post(name: AlbumDeleted.name, object: nil, userInfo: ["index": 1]) },
      { for registration in registrations { center.removeObserver(registration) } }
    )
  }

  private func typedCenter(_ observers: Int, _ tally: Tally) -> (post: () -> Void, end: () -> Void)
  {
    let center = NotificationCenter()
    let tokens = (0..<observers).map { _ in
      center.addObserver(for: AlbumDeleted.self) { tally.add($0.index) }
    }
    return ({ center.post(AlbumDeleted(index: 1)) }, { for token in tokens { token.cancel() } })
  }

  /// The cost of hearing one property change: the kit's key-value observer, which calls its
  /// handler from `didSet`, and Observation's `withObservationTracking`, which must be armed
  /// again for every change.
  func propertyChanges() {
    let changes = quick ? 10_000 : 100_000
    let images = [Image(rows: ["art"]), Image(rows: ["more art"])]
    let tally = Tally()

    let imageView = ImageView()
    let observation = imageView.observe(\.image, options: [.new]) { _, _ in tally.add(1) }
    let keyValue = stopwatch.best {
      for change in 0..<changes { imageView.image = images[change & 1] }
    }
    observation.invalidate()

    let model = ImageModel()
    let tracking = stopwatch.best {
      for change in 0..<changes {
        withObservationTracking {
          _ = model.image
        } onChange: {
          tally.add(1)
        }
        model.image = change & 1 == 0 ? "art" : "more art"
      }
    }

    print("Observer: one property change, heard by one observer")
    print("  key-value observing (kit): \(Figure.time(keyValue / Double(changes)))")
    print(
      "  Observation (track, then change): \(Figure.time(tracking / Double(changes))), "
        + "\(Figure.ratio(tracking, to: keyValue)) the key-value figure")
  }
}
