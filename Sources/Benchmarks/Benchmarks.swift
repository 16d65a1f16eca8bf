import Foundation

/// Speed figures for the parts of the kit that promise them, each set beside what an iOS
/// developer would use instead, in the same run, with the ratio printed: measured here and never
/// in tests (a timed test fails on a busy machine and proves nothing on a fast one).
///
/// Run with `swift run -c release Benchmarks`; `--quick` for a fast, rougher pass; `--help` for
/// what it measures. A figure is the best of several rounds, the least disturbed by whatever
/// else the machine was doing.
@main
struct Benchmarks {
  /// What `--help` prints: what is measured, against what, and how to run it.
  static let help = """
    Measures the kit's parts beside what an iOS developer would use instead, same run:
      observer   a post delivered to 1, 100 and 10 000 observers: the kit's MessageCenter,
                 Foundation's NotificationCenter, and the app's typed messages on it;
                 a property change seen by the kit's key-value observer and by Observation
      archive    save + load of 1 000, 10 000 and 100 000 albums: Archive (Codable JSON,
                 atomic, fsync), NSKeyedArchiver, PropertyListEncoder (binary)
      scroller   the horizontal scroller, per drag, over 1 000 and 100 000 albums
      rendering  an 80 × 20 frame of album views drawn as text
      launch     the BlueLibrary program, process start to first frame, and each frame of
                 a 200-command script (scripted), trace off and on (--trace)

    USAGE: swift run -c release Benchmarks [--quick] [--help]

    OPTIONS:
      --quick     Fewer rounds and smaller sizes: a fast, rougher pass.
      -h, --help  Show this help and exit.
    """

  /// The usage line printed after a bad argument.
  static let usage = "USAGE: swift run -c release Benchmarks [--quick] [--help]"

  @MainActor
  static func main() async {
    let quick: Bool
    do {
      switch try BenchmarksCommand(arguments: Array(CommandLine.arguments.dropFirst())) {
      case .help:
        print(help)
        exit(0)
      case .run(let isQuick):
        quick = isQuick
      }
    } catch {
      FileHandle.standardError.writeIgnoringFailure("error: \(error)\n\(usage)\n")
      exit(64)  // EX_USAGE: the command line was not understood.
    }
    let stopwatch = Stopwatch(rounds: quick ? 2 : 5)
    print("BlueLibrary Patterns benchmarks (\(stopwatch.rounds) rounds, best kept; \(build) build)")
    print("Machine: \(Machine.description)")
    ObserverBenchmarks(stopwatch: stopwatch, quick: quick).run()
    ArchiveBenchmarks(stopwatch: stopwatch, quick: quick).run()
    ScrollerBenchmarks(stopwatch: stopwatch).run()
    RenderingBenchmark(stopwatch: stopwatch).run()
    LaunchBenchmark(rounds: stopwatch.rounds).run()
  }

  #if DEBUG
  static let build = "debug: run with -c release for real figures"
  #else
  static let build = "release"
  #endif
}

/// What the command line asks for: the help, or a run.
enum BenchmarksCommand: Equatable {
  /// Print what is measured, and measure nothing.
  case help
  /// Measure everything; `quick` for fewer rounds and smaller sizes.
  case run(quick: Bool)

  /// An argument the benchmarks do not understand.
  struct UsageError: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Reads `arguments`, the command line without the program's name.
  ///
  /// - Throws: ``UsageError`` for any argument but `--help`, `-h` and `--quick`, before anything
  ///   is measured.
  init(arguments: [String]) throws(UsageError) {
    var quick = false
    for argument in arguments {
      switch argument {
      case "--help", "-h":
        self = .help
        return
      case "--quick":
        quick = true
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
    }
    self = .run(quick: quick)
  }
}
