import Adapter
import BlueKit
import Foundation
import MVC
import Memento

/// Speed and memory figures for the parts of the kit that promise them, measured here and
/// never in tests (a timed test fails on a busy machine and proves nothing on a fast one).
///
/// Run with `swift run -c release Benchmarks`. Each benchmark repeats its work, keeps the best
/// of several rounds, and prints the figure with what it measures.
@main
struct Benchmarks {
  @MainActor
  static func main() throws {
    print("BlueLibrary Patterns benchmarks (best of \(rounds) rounds; \(build) build)")
    scroller()
    try archive()
    rendering()
  }

  static let rounds = 5

  #if DEBUG
  static let build = "debug"
  #else
  static let build = "release"
  #endif

  /// The best of `rounds` timings of `body`, in seconds.
  static func best(_ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      try body()
      let elapsed = ContinuousClock.now - start
      fastest = min(
        fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return fastest
  }

  static func report(_ name: String, _ seconds: Double, per count: Int, unit: String) {
    let total = String(format: "%.2f ms", seconds * 1000)
    guard count > 1 else {
      print("  \(name): \(total)")
      return
    }
    let each = String(format: "%.2f µs", seconds / Double(count) * 1e6)
    print("  \(name): \(total) for \(count) \(unit), \(each) each")
  }

  /// The horizontal scroller over 100 000 items: reload, then drags across the whole range.
  @MainActor
  static func scroller() {
    print("HorizontalScroller, 100 000 items")
    let source = CountingSource(count: 100_000)
    var liveViews = 0
    var created = 0
    let seconds = best {
      let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))
      source.made = 0
      scroller.delegate = source
      scroller.reload()
      for step in 0..<1_000 {
        scroller.drag(to: Point(x: Double(step) * 12_000, y: 0))
      }
      liveViews = scroller.subviews.first?.subviews.count ?? 0
      created = source.made
    }
    report("reload + 1 000 drags", seconds, per: 1_000, unit: "drags")
    print(
      "  views made by the delegate: \(created); views in the scroller at the end: \(liveViews)")
  }

  /// The albums archive: save and load 10 000 albums, atomically.
  static func archive() throws {
    print("Archive<[Album]>, 10 000 albums")
    let folder = FileManager.default.temporaryDirectory.appending(path: "Benchmarks-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let albums = (0..<10_000).map { Album.placeholders[$0 % 5] }
    let archive = Archive<[Album]>(fileURL: folder.appending(path: "albums.json"))
    report(
      "save (encode, write, fsync, rename)", try best { try archive.save(albums) }, per: 1,
      unit: "save")
    let size =
      (try? FileManager.default.attributesOfItem(atPath: archive.fileURL.path)[.size] as? Int) ?? 0
    print("  file size: \(size / 1024) KiB")
    report("load (read, check, decode)", try best { _ = try archive.load() }, per: 1, unit: "load")
  }

  /// Drawing the app's screen as text, as the terminal does on every change.
  @MainActor
  static func rendering() {
    print("Rendering an album view tree to text")
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
    for index in 0..<4 {
      let albumView = AlbumView(
        frame: Rect(x: 10 + Double(index) * 120, y: 10, width: 100, height: 100),
        coverURL: Album.placeholders[index].coverURL)
      albumView.coverImageView.image = Image(rows: Array(repeating: "+----------------+", count: 8))
      root.addSubview(albumView)
    }
    let seconds = best {
      for _ in 0..<1_000 { _ = root.render(columns: 80, rows: 20) }
    }
    report("80×20 frame", seconds, per: 1_000, unit: "frames")
  }
}

/// A scroller delegate with `count` plain views, counting how many it makes.
@MainActor
final class CountingSource: HorizontalScrollerDelegate {
  let count: Int
  var made = 0

  init(count: Int) { self.count = count }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { count }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    if let reused = scroller.dequeueReusableView() { return reused }
    made += 1
    return View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {}
}
