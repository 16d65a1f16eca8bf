import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal, so a test can run `kit` as if a learner sat at a terminal: single keys,
/// raw mode, and whether the terminal is restored afterwards.
final class PseudoTerminal {
  /// The test's side: what is written here is typed; what `kit` prints is read here.
  private(set) var controller: Int32
  /// `kit`'s side, its standard input and output.
  let terminal: FileHandle

  init() throws {
    #if canImport(Glibc)
    // Glibc's module leaves out posix_openpt; /dev/ptmx and two ioctls do the same.
    // TIOCSPTLCK and TIOCGPTN, which Swift cannot import (computed macros).
    let unlock: UInt = 0x4004_5431
    let number: UInt = 0x8004_5430
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var locked: Int32 = 0
    var index: Int32 = 0
    guard controller >= 0, ioctl(controller, unlock, &locked) == 0,
      ioctl(controller, number, &index) == 0
    else { throw POSIXError(.ENODEV) }
    let name = "/dev/pts/\(index)"
    #else
    controller = posix_openpt(O_RDWR | O_NOCTTY)
    guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
      let cName = ptsname(controller)
    else { throw POSIXError(.ENODEV) }
    let name = String(cString: cName)
    #endif
    let descriptor = open(name, O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { throw POSIXError(.ENODEV) }
    terminal = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  deinit { closeController() }

  /// Closes the test's side, as when the terminal's window is closed.
  func closeController() {
    if controller >= 0 { close(controller) }
    controller = -1
  }

  /// Types `text`, as keys pressed.
  func type(_ text: String) {
    _ = text.utf8CString.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count - 1) }
  }

  /// Reads what `kit` prints until `expected` appears or `limit` passes; all of it.
  func output(until expected: String, within limit: Duration) -> String {
    var text = ""
    let deadline = ContinuousClock.now + limit
    while !text.contains(expected), ContinuousClock.now < deadline {
      var ready = [pollfd(fd: controller, events: Int16(POLLIN), revents: 0)]
      guard poll(&ready, 1, 50) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      text += String(decoding: buffer[..<count], as: UTF8.self)
    }
    return text
  }

  /// Whether the terminal reads whole lines and echoes them, as a shell leaves it.
  var isInLineMode: Bool {
    var settings = termios()
    guard tcgetattr(terminal.fileDescriptor, &settings) == 0 else { return false }
    let lineMode = tcflag_t(ICANON | ECHO)
    return settings.c_lflag & lineMode == lineMode
  }
}
