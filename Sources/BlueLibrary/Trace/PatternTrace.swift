import Synchronization

/// What the patterns did, most recent last: the lines the tracing decorators record.
///
/// It keeps the last ``capacity`` lines only, so tracing a long session costs a fixed amount of
/// memory. Decorators record from wherever their calls arrive (an HTTP client's download runs
/// off the main actor), so the lines sit behind a lock.
final class PatternTrace: Sendable {
  /// How many lines are kept.
  static let defaultCapacity = 200

  /// The words the lines are printed in.
  let words: TraceWords

  private let state: Mutex<(ring: TraceRing<TraceLine>, taken: Int)>

  /// Creates an empty trace keeping the last `capacity` lines, to print in `words`.
  init(words: TraceWords = .english, capacity: Int = defaultCapacity) {
    self.words = words
    state = Mutex((TraceRing(capacity: capacity), 0))
  }

  /// Adds a line saying what `pattern` did.
  func record(_ pattern: TracedPattern, _ event: String) {
    let line = TraceLine(pattern, event)
    state.withLock { $0.ring.append(line) }
  }

  /// The lines kept, oldest first.
  var lines: [TraceLine] { state.withLock { $0.ring.elements } }

  /// The lines recorded since the last call (those still kept), oldest first: what scripted
  /// mode prints after each frame.
  func takeNewLines() -> [TraceLine] {
    state.withLock { state in
      let new = state.ring.appendedCount - state.taken
      state.taken = state.ring.appendedCount
      return state.ring.suffix(new)
    }
  }
}

extension PatternTrace {
  /// The most lines kept.
  var capacity: Int { state.withLock { $0.ring.capacity } }

  /// `lines` as printed, one per line.
  func text(of lines: [TraceLine]) -> [String] {
    lines.map { $0.text(in: words) }
  }
}
