import Foundation

/// What wakes `watch` up.
enum WatchEvent: Equatable {
  /// A Swift file of the watched exercise was saved.
  case filesChanged
  /// The learner typed a line (an empty one when they just pressed Enter).
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
}

/// The real source: standard input and a file change detector, waited on together with
/// `poll(2)` in one thread.
final class TerminalWatchEvents: WatchEventSource {
  /// How long to wait for an editor to finish saving (several files, a rename) before checking.
  private static let settleMilliseconds: Int32 = 150
  /// How often a detector without a descriptor is asked for changes.
  private static let pollingMilliseconds: Int32 = 500

  private let detector: (any FileChangeDetector)?
  private var inputIsOpen = true
  private var pendingInput: [UInt8] = []

  /// - Parameter detector: What notices saves, or `nil` for manual mode (only Enter checks).
  init(detector: (any FileChangeDetector)?) {
    self.detector = detector
  }

  func watch(_ folders: [URL]) {
    detector?.watch(folders)
  }

  func next() -> WatchEvent {
    while true {
      if let line = takeLine() { return .line(line) }
      guard inputIsOpen || detector != nil else { return .finished }
      var descriptors: [pollfd] = []
      if inputIsOpen {
        descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0))
      }
      if let fd = detector?.descriptor {
        descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
      }
      let timeout = detector != nil && detector?.descriptor == nil ? Self.pollingMilliseconds : -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 && errno != EINTR { return .finished }
      if inputIsOpen, let input = descriptors.first, input.revents != 0 { readInput() }
      if let detector, detector.collectChanges() {
        // Let the editor finish, then forget the rest of this save's events.
        usleep(useconds_t(Self.settleMilliseconds) * 1000)
        _ = detector.collectChanges()
        return .filesChanged
      }
    }
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

  /// The first complete line typed, without its newline.
  private func takeLine() -> String? {
    guard let newline = pendingInput.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let line = String(decoding: pendingInput[..<newline], as: UTF8.self)
    pendingInput.removeSubrange(...newline)
    return line.trimmingCharacters(in: .whitespaces)
  }
}
