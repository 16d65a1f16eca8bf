import Foundation

extension Error {
  /// What went wrong, in the system's own words ("Not a directory").
  ///
  /// Foundation wraps a system error in one of its own, whose description on Linux is only a
  /// code ("NSCocoaErrorDomain error 512"); the POSIX error inside says what a user needs.
  public var reason: String {
    if case .invalidValue(_, let context) = self as? EncodingError {
      return context.debugDescription
    }
    let underlying = (self as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
    if let posixError = self as? POSIXError ?? underlying as? POSIXError {
      return String(cString: strerror(posixError.code.rawValue))
    }
    return localizedDescription
  }
}
