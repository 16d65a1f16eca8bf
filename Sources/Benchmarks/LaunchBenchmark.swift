import Foundation

/// The whole app: from starting the `BlueLibrary` program to its first frame, scripted, over a
/// data folder of the benchmark's own (the second and later launches restore what the first
/// saved, as most launches do).
struct LaunchBenchmark {
  let rounds: Int

  /// The first frame: the `> launch` line and the screen's 20 rows.
  static let firstFrameLines = 21

  func run() {
    print("App: BlueLibrary, process start to first frame, and to exit after saving (scripted)")
    guard let executable = Self.executable() else {
      print("  skipped: build the app first: swift build -c release --product BlueLibrary")
      return
    }
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "Benchmarks-launch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var firstFrame = Double.infinity
    var exit = Double.infinity
    // One launch more than the rounds: the first creates the data the others restore.
    for _ in 0...rounds {
      let start = ContinuousClock.now
      do {
        let child = try ChildProcess(
          executable: executable, arguments: ["--data-dir", folder.path])
        // An empty script: the app draws its first frame, finds no command, saves and exits.
        // So nothing here waits for ever, even if the frame has fewer lines than expected.
        guard child.readLines(Self.firstFrameLines) else {
          child.end()
          print("  failed: the app ended before its first frame")
          return
        }
        let framed = ContinuousClock.now
        guard child.finish() == 0 else {
          print("  failed: the app did not exit with status 0")
          return
        }
        firstFrame = min(firstFrame, (framed - start).seconds)
        exit = min(exit, (ContinuousClock.now - start).seconds)
      } catch {
        print("  failed: \(error)")
        return
      }
    }
    print("  first frame: \(Figure.time(firstFrame)); exit after saving: \(Figure.time(exit))")
  }

  /// The `BlueLibrary` executable built beside this one, if any.
  static func executable() -> URL? {
    guard let benchmarks = Bundle.main.executableURL else { return nil }
    let app = benchmarks.deletingLastPathComponent().appending(path: "BlueLibrary")
    return FileManager.default.isExecutableFile(atPath: app.path) ? app : nil
  }
}
