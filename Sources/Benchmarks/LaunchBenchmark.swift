import Foundation

/// The whole app, trace off and on: from starting the `BlueLibrary` program to its first frame,
/// scripted, over a data folder of the benchmark's own (the second and later launches restore
/// what the first saved, as most launches do); then the time each further frame takes.
///
/// A frame's time is measured from outside, over a script of ``scriptedFrames`` commands: the
/// session with the script, less the session without one, divided by the frames. It covers all
/// a command costs: the controller's work, the patterns' (and the trace's) calls, drawing the
/// frame and printing it.
struct LaunchBenchmark {
  let rounds: Int

  /// The first frame: the `> launch` line and the screen's 20 rows.
  static let firstFrameLines = 21

  /// The commands in the frame script: back and forth across the five placeholder albums.
  static let scriptedFrames = 200

  /// What one run of the app took.
  struct Timing {
    var firstFrame = Double.infinity
    var exit = Double.infinity
    var frame = Double.infinity
  }

  func run() {
    print(
      "App: BlueLibrary, process start to first frame, to exit after saving, and per frame "
        + "(scripted)")
    guard let executable = Self.executable() else {
      print("  skipped: build the app first: swift build -c release --product BlueLibrary")
      return
    }
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "Benchmarks-launch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appending(path: "script.txt")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let moves = ["next", "next", "next", "next", "prev", "prev", "prev", "prev"]
      let lines = (0..<Self.scriptedFrames).map { moves[$0 % moves.count] }
      try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: script)
    } catch {
      print("  failed: cannot write the script: \(error)")
      return
    }
    var timings: [String: Timing] = [:]
    // Off and on in turns, round after round, so that both see the same machine.
    for round in 0...rounds {
      for (name, arguments) in [("trace off", [String]()), ("trace on ", ["--trace"])] {
        let data = folder.appending(path: name.trimmingCharacters(in: .whitespaces))
        guard
          let launch = Self.measure(
            executable, arguments: ["--data-dir", data.path] + arguments, input: nil),
          let scripted = Self.measure(
            executable, arguments: ["--data-dir", data.path] + arguments, input: script)
        else { return }
        // The first round creates the data the others restore: not counted.
        guard round > 0 else { continue }
        var timing = timings[name, default: Timing()]
        timing.firstFrame = min(timing.firstFrame, launch.firstFrame)
        timing.exit = min(timing.exit, launch.exit)
        timing.frame = min(
          timing.frame, max(0, scripted.exit - launch.exit) / Double(Self.scriptedFrames))
        timings[name] = timing
      }
    }
    for name in timings.keys.sorted() {
      guard let timing = timings[name] else { continue }
      print(
        "  \(name): first frame \(Figure.time(timing.firstFrame)); exit after saving "
          + "\(Figure.time(timing.exit)); per frame \(Figure.time(timing.frame))")
    }
  }

  /// One session of the app reading `input`: the times to its first frame and to its exit, or
  /// `nil` (said why) when it failed.
  private static func measure(_ executable: URL, arguments: [String], input: URL?) -> Timing? {
    let start = ContinuousClock.now
    do {
      let child = try ChildProcess(executable: executable, arguments: arguments, input: input)
      // With an empty script the app draws its first frame, finds no command, saves and
      // exits. So nothing here waits for ever, even if the frame has fewer lines than expected.
      guard child.readLines(firstFrameLines) else {
        child.end()
        print("  failed: the app ended before its first frame")
        return nil
      }
      let framed = ContinuousClock.now
      guard child.finish() == 0 else {
        print("  failed: the app did not exit with status 0")
        return nil
      }
      return Timing(
        firstFrame: (framed - start).seconds, exit: (ContinuousClock.now - start).seconds)
    } catch {
      print("  failed: \(error)")
      return nil
    }
  }

  /// The `BlueLibrary` executable built beside this one, if any.
  static func executable() -> URL? {
    guard let benchmarks = Bundle.main.executableURL else { return nil }
    let app = benchmarks.deletingLastPathComponent().appending(path: "BlueLibrary")
    return FileManager.default.isExecutableFile(atPath: app.path) ? app : nil
  }
}
