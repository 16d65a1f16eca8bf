import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scripted mode's events from the process itself: lines from standard input, read on demand,
/// and SIGTERM, SIGHUP and SIGINT, which arrive even while a read is waiting.
///
/// A read of a pipe blocks until a line comes, and no signal can make Swift code return from
/// it. So the read happens on a queue of its own, and its line and the signals meet in one
/// stream: the app awaits whichever comes first, and a signal is handled at once, with the
/// read left waiting (the process ends soon after; the read ends with it).
final class StandardScriptInput: ScriptInput {
  let events: AsyncStream<ScriptEvent>
  private let continuation: AsyncStream<ScriptEvent>.Continuation
  /// The reader, used only on `readingQueue`, one line at a time.
  private let reader = Mutex(BoundedLineReader(descriptor: STDIN_FILENO))
  private let readingQueue = DispatchQueue(label: "BlueLibrary.standard-input")
  /// Kept so the signal sources keep watching.
  private let signalSources: Mutex<[any DispatchSourceSignal]>

  /// Starts watching the stop signals; nothing is read until the first ``requestLine()``.
  init() {
    let (events, continuation) = AsyncStream.makeStream(of: ScriptEvent.self)
    self.events = events
    self.continuation = continuation
    signalSources = Mutex(StopSignal.watch { continuation.yield(.stop($0)) })
  }

  func requestLine() {
    readingQueue.async { [self] in
      switch reader.withLock({ $0.nextLine() }) {
      case .text(let line): continuation.yield(.line(line))
      case .tooLong: continuation.yield(.lineTooLong)
      case nil: continuation.finish()
      }
    }
  }
}
