import BlueKit
import CommandLineVocabulary
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app in a real terminal: raw keys in, whole screens out, the terminal always given back.
@MainActor
struct InteractiveSession {
  /// What can happen while the app runs.
  enum Event: Sendable {
    /// The user pressed a key.
    case key(Key)
    /// The window changed size.
    case resize
    /// Time passed: spinners turn, covers may have arrived.
    case tick
    /// The process was asked to stop (SIGTERM, SIGHUP, SIGINT).
    case stop(StopSignal)
  }

  let app: AppEnvironment
  let style: RenderStyle
  /// Whether the trace pane is open at the start (`--trace`); key `t` opens and closes it.
  var showsTrace = false

  // tutorial:begin interactive-run
  /// Runs until the user quits or the process is told to stop; saves on the way out.
  ///
  /// - Returns: ``ExitCode/success`` after a quit, or the stop signal's status.
  func run() async -> ExitCode {
    let terminal = Terminal()
    guard terminal.enterRawMode() else {
      let standardError = ProcessOutput(descriptor: STDERR_FILENO, name: "standard error")
      try? standardError.write(app.messages.error(app.messages.cannotUseRawMode) + "\n")
      return .failure
    }
    defer { terminal.restore() }
    let (events, stopEvents) = Self.events()
    defer { stopEvents() }
    var lastFrame = ""
    var showsTrace = showsTrace
    func redraw() {
      let size = Terminal.size() ?? (columns: 80, rows: 24)
      var frame = app.controller.view.render(
        columns: size.columns, rows: min(size.rows, 20), style: style)
      if showsTrace, let trace = app.trace {
        let pane = TracePane(trace: trace, columns: size.columns, rows: size.rows - 20)
        frame += pane.lines.map { "\n" + $0 }.joined()
      }
      if frame != lastFrame {
        terminal.draw(frame)
        lastFrame = frame
      }
    }
    redraw()
    loop: for await event in events {
      switch event {
      case .key(.character("t")):
        showsTrace.toggle()
      case .key(let key):
        guard let command = AppCommand(key: key) else { continue }
        let keepGoing = await app.controller.perform(command, application: app.application)
        if !keepGoing { break loop }
      case .resize:
        let columns = max(40, Terminal.size()?.columns ?? 80)
        app.controller.resize(width: Double(columns) * Canvas.Scale.standard.pointsPerColumn)
        lastFrame = ""
      case .tick:
        _ = app.controller.advanceSpinners()
      case .stop(let signal):
        app.application.terminate()
        return signal.exitStatus
      }
      redraw()
    }
    return .success
  }
  // tutorial:end interactive-run

  /// The session's events: keys from standard input, signals, and a tick every 120 ms.
  ///
  /// - Returns: The stream, and a function that stops the signal sources and the ticks.
  private static func events() -> (AsyncStream<Event>, () -> Void) {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else {
          continuation.yield(.key(.endOfInput))
          return
        }
        for key in Key.decode(Array(buffer[0..<count])) { continuation.yield(.key(key)) }
      }
    }
    reader.start()
    // tutorial:begin signal-sources
    signal(SIGWINCH, SIG_IGN)
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resizes.setEventHandler { continuation.yield(.resize) }
    resizes.resume()
    // SIGTERM, SIGHUP, SIGINT: save, then exit with the signal's status, as scripted mode does.
    let sources = StopSignal.watch { continuation.yield(.stop($0)) } + [resizes]
    // tutorial:end signal-sources
    let ticker = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(120))
        continuation.yield(.tick)
      }
    }
    return (
      stream,
      {
        ticker.cancel()
        for source in sources { source.cancel() }
        continuation.finish()
      }
    )
  }
}
