import Foundation

/// What wakes `watch` up.
enum WatchEvent: Equatable {
  /// A Swift file of the watched exercise was saved.
  case filesChanged
  /// The learner typed a line (an empty one when they just pressed Enter), or, at a terminal,
  /// pressed a key: `q` alone is `.line("q")`, Enter is `.line("")`.
  case line(String)
  /// Nothing more can happen: input ended and no files are being watched.
  case finished
}

/// Where `watch` waits for its next event; tests script one.
protocol WatchEventSource: AnyObject {
  /// Watches the Swift files under `folders` from now on.
  func watch(_ folders: [URL])
  /// Waits for the next event.
  func next() -> WatchEvent
  /// The next event if one is there already, without waiting; `watch` asks while a check runs,
  /// so a save or `q` can stop it.
  func nextIfReady() -> WatchEvent?
}

/// The real source: standard input and a file change detector, waited on together with
/// `poll(2)` in one thread.
///
/// When standard input is a terminal, it sends single keys (raw mode, see ``RawTerminal``), so
/// `n` works without Enter; from a pipe, input is read line by line.
final class TerminalWatchEvents: WatchEventSource {
  /// How long to wait for an editor to finish saving (several files, a rename) before checking.
  private static let settleMilliseconds: Int32 = 150
  /// How often a detector without a descriptor is asked for changes.
  private static let pollingInterval: Duration = .milliseconds(500)

  private let detector: (any FileChangeDetector)?
  private let readsKeys: Bool
  private var inputIsOpen = true
  private var pendingInput: [UInt8] = []
  private var keys = KeyDecoder()
  private let clock = ContinuousClock()
  private var lastPoll: ContinuousClock.Instant

  /// - Parameter detector: What notices saves, or `nil` for manual mode (only Enter checks).
  init(detector: (any FileChangeDetector)?) {
    self.detector = detector
    readsKeys = RawTerminal.enter()
    lastPoll = clock.now
  }

  deinit {
    if readsKeys { RawTerminal.leave() }
  }

  func watch(_ folders: [URL]) {
    detector?.watch(folders)
  }

  func next() -> WatchEvent {
    // A detector without a descriptor is asked at its interval; otherwise poll(2) waits.
    let wait: Int32 = detector != nil && detector?.descriptor == nil ? 100 : -1
    while true {
      if let event = event(waitingMilliseconds: wait) { return event }
    }
  }

  func nextIfReady() -> WatchEvent? {
    event(waitingMilliseconds: 0)
  }

  /// Waits up to `wait` milliseconds (-1: for as long as it takes) for input or a change.
  private func event(waitingMilliseconds wait: Int32) -> WatchEvent? {
    if let typed = takeTyped() { return .line(typed) }
    guard inputIsOpen || detector != nil else { return .finished }
    var descriptors: [pollfd] = []
    if inputIsOpen {
      descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0))
    }
    if let fd = detector?.descriptor {
      descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
    if ready < 0 && errno != EINTR { return .finished }
    if inputIsOpen, let input = descriptors.first, input.revents != 0 { readInput() }
    if let typed = takeTyped() { return .line(typed) }
    guard let detector, detector.descriptor != nil || clock.now - lastPoll >= Self.pollingInterval
    else { return nil }
    lastPoll = clock.now
    guard detector.collectChanges() else { return nil }
    // Let the editor finish, then forget the rest of this save's events.
    usleep(useconds_t(Self.settleMilliseconds) * 1000)
    _ = detector.collectChanges()
    return .filesChanged
  }

  /// Reads what is available on standard input; end of input closes it for good.
  private func readInput() {
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count > 0 {
      pendingInput += buffer[..<count]
    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
      inputIsOpen = false
    }
  }

  /// The first key pressed at a terminal, or the first complete line from a pipe.
  private func takeTyped() -> String? {
    guard readsKeys else { return takeLine() }
    keys.append(pendingInput)
    pendingInput = []
    while let key = keys.nextKey() {
      switch key {
      case .character(let character): return String(character)
      case .enter: return ""
      case .up, .down, .other: continue
      }
    }
    return nil
  }

  /// The first complete line typed, without its newline.
  private func takeLine() -> String? {
    guard let newline = pendingInput.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let line = String(decoding: pendingInput[..<newline], as: UTF8.self)
    pendingInput.removeSubrange(...newline)
    return line.trimmingCharacters(in: .whitespaces)
  }
}
