import BlueKit
import Foundation
import MVC

/// Drawing the app's screen as text, as the terminal does on every change.
@MainActor
struct RenderingBenchmark {
  let stopwatch: Stopwatch

  func run() {
    print("BlueKit: an 80 × 20 frame of four album views, drawn as text")
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
    for index in 0..<4 {
      let albumView = AlbumView(
        frame: Rect(x: 10 + Double(index) * 120, y: 10, width: 100, height: 100),
        coverURL: Album.placeholders[index].coverURL, notificationCenter: NotificationCenter())
      albumView.coverImageView.image = Image(rows: Array(repeating: "+----------------+", count: 8))
      root.addSubview(albumView)
    }
    let seconds = stopwatch.best {
      for _ in 0..<1_000 { _ = root.render(columns: 80, rows: 20) }
    }
    print("  \(Figure.time(seconds / 1_000)) per frame")
  }
}
