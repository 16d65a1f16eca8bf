import Foundation

/// Times a piece of work several times and keeps the fastest round.
///
/// The fastest round is the one least disturbed by the rest of the machine (other builds, the
/// scheduler), so it is the most repeatable figure a shared machine can give.
struct Stopwatch {
  /// How many times each piece of work runs.
  let rounds: Int

  /// The fastest of `rounds` runs of `body`, in seconds.
  func best(_ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      try body()
      fastest = min(fastest, (ContinuousClock.now - start).seconds)
    }
    return fastest
  }
}

/// How figures are written: a unit that keeps three significant digits readable.
enum Figure {
  /// `seconds` in ns, µs, ms or s, whichever reads best.
  static func time(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: String(format: "%.1f ns", seconds * 1e9)
    case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
    case ..<1: String(format: "%.2f ms", seconds * 1e3)
    default: String(format: "%.2f s", seconds)
    }
  }

  /// How many times longer `seconds` is than `reference`, as in "6.4×".
  static func ratio(_ seconds: Double, to reference: Double) -> String {
    String(format: "%.1f×", seconds / reference)
  }

  /// `text` padded with spaces to `width` characters, for columns.
  static func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

/// The machine the figures come from: they mean little without it.
enum Machine {
  /// Processors, operating system and Swift version, in one line.
  static var description: String {
    let info = ProcessInfo.processInfo
    #if os(Linux)
    let system = "Linux"
    #elseif os(macOS)
    let system = "macOS"
    #else
    let system = "another system"
    #endif
    #if compiler(>=6.4)
    let swift = "Swift 6.4 or later"
    #elseif compiler(>=6.3)
    let swift = "Swift 6.3"
    #else
    let swift = "Swift 6.2"
    #endif
    return
      "\(info.activeProcessorCount) cores, \(system) \(info.operatingSystemVersionString), \(swift)"
  }
}
