#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal the app draws on: its size, and a raw mode that always gives the terminal back.
///
/// In raw mode keys arrive one at a time without echo, and the app draws full screens on the
/// alternate screen buffer, so the user's scrollback is untouched. ``restore()`` puts everything
/// back; it is safe to call more than once, and the app calls it on every way out: quitting,
/// Control-C, end of input, and SIGTERM/SIGHUP.
public final class Terminal: @unchecked Sendable {
  // `@unchecked Sendable`: the saved settings are written in `enterRawMode()` and read in
  // `restore()`, both called on the main actor by the interactive session (signals reach it as
  // events through dispatch sources, never as handlers of their own).

  private var savedSettings: termios?

  /// Whether a file descriptor is a terminal (`isatty`): decides interactive or scripted mode.
  public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// The terminal's size in columns and rows, or `nil` when standard output is not a terminal.
  public static func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    #if canImport(Glibc)
    let request = UInt(TIOCGWINSZ)
    #else
    let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Creates a handle on the process's terminal; nothing changes until ``enterRawMode()``.
  public init() {}

  /// Turns off line buffering, echo and signal keys, switches to the alternate screen and hides
  /// the cursor.
  ///
  /// - Returns: `false`, changing nothing, when standard input is not a terminal.
  @discardableResult
  public func enterRawMode() -> Bool {
    var settings = termios()
    guard savedSettings == nil, tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    savedSettings = settings
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    write(Self.enterAlternateScreen)
    return true
  }

  /// Gives the terminal back as it was: settings, main screen, cursor.
  public func restore() {
    guard var settings = savedSettings else { return }
    write(Self.leaveAlternateScreen)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    savedSettings = nil
  }

  /// Replaces the screen's contents with `frame`.
  public func draw(_ frame: String) {
    write("\u{1B}[H\u{1B}[2J" + frame.replacingLineEndings())
  }

  /// Writes text to standard output, unbuffered, retrying short writes.
  public func write(_ text: String) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { writeToStandardOutput($0) }
      if result <= 0 { return }
      written += result
    }
  }

  static let enterAlternateScreen = "\u{1B}[?1049h\u{1B}[?25l"
  static let leaveAlternateScreen = "\u{1B}[?25h\u{1B}[?1049l"
}

extension String {
  /// In raw mode a newline only moves down; a carriage return must bring the cursor back too.
  fileprivate func replacingLineEndings() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
  }
}

/// The C library's `write(2)` to standard output (a free function, since `Terminal.write(_:)`
/// hides the C one inside the class).
private func writeToStandardOutput(_ buffer: UnsafeRawBufferPointer) -> Int {
  write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
}
