import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One of the process's output streams, written with `write(2)`, so that a stream that fails
/// is an error the app handles, never a crash.
///
/// Foundation's `FileHandle.write(_:)` stops the program (a `try!` inside Foundation) when the
/// stream is closed, full or gone; a reader that goes away (`| head -1`) kills it with SIGPIPE
/// unless that signal is ignored (``BlueLibraryApp/main()`` ignores it). Either way the session
/// would be lost. Here every failure is thrown, so scripted mode can save and say why it stopped.
struct ProcessOutput: Sendable {
  /// The stream's file descriptor.
  let descriptor: Int32
  /// The stream's name, for messages.
  let name: String
  /// Whether the stream was closed when the process started (``occupyClosedStandardStreams()``
  /// put `/dev/null` in its place): every write fails as if it still were.
  var wasClosed = false

  /// Writes all of `text`, retrying short writes and interrupted ones.
  func write(_ text: String) throws(ProcessOutputError) {
    if wasClosed { throw ProcessOutputError(streamName: name, code: EBADF) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw ProcessOutputError(streamName: name, code: errno)
      }
      written += result
    }
  }

  /// Makes sure descriptors 0, 1 and 2 are open, and returns the ones that were not.
  ///
  /// A program started with a stream closed (`>&-`) would hand that number to the next file it
  /// opens, and then print its screens into, say, its lock file. So each closed one is filled
  /// with `/dev/null` at once; standard output and error remember they were closed.
  static func occupyClosedStandardStreams() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let placeholder = open("/dev/null", O_RDWR)
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
      closed.insert(descriptor)
    }
    return closed
  }
}

/// A write to an output stream failed; the message names the stream and the system's reason.
struct ProcessOutputError: Error, Equatable, CustomStringConvertible {
  /// The stream's name ("standard output").
  let streamName: String
  /// The `errno` the write failed with.
  let code: Int32

  var description: String {
    "cannot write to \(streamName): \(String(cString: strerror(code)))"
  }
}

/// The C library's `write(2)` (a free function, since ``ProcessOutput/write(_:)`` hides it).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
