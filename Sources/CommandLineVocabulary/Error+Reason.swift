import Foundation

extension Error {
  /// What went wrong, in the system's own words ("Not a directory").
  ///
  /// Foundation wraps a system error in one of its own, whose description on Linux is only a
  /// code ("NSCocoaErrorDomain error 512"); the POSIX error inside says what a user needs. The
  /// app, the demos and `kit` all describe errors with this, never with `localizedDescription`.
  public var reason: String {
    if case .invalidValue(_, let context) = self as? EncodingError {
      return context.debugDescription
    }
    let wrapped = self as NSError
    let underlying = wrapped.userInfo[NSUnderlyingErrorKey] as? any Error
    if let posixError = self as? POSIXError ?? underlying as? POSIXError {
      return String(cString: strerror(posixError.code.rawValue))
    }
    // `FileHandle` wraps the system's error as an `NSError` in the POSIX domain.
    let system = underlying.map { $0 as NSError } ?? wrapped
    if system.domain == NSPOSIXErrorDomain, let code = Int32(exactly: system.code) {
      return String(cString: strerror(code))
    }
    return localizedDescription
  }
}
