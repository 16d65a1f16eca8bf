import Foundation

/// How a file that failed to parse as JSON is shaped: how deep its brackets go, and whether it
/// stops inside a value; enough to tell the user *why* it failed.
///
/// Foundation's decoder reports every failure alike ("not valid JSON"), whether the file was
/// cut short, edited by hand, or nested deeper than the decoder follows. One pass over the
/// bytes, counting `[` and `{` outside strings, tells the three apart.
struct JSONNesting {
  /// The deepest the decoder follows: deeper files fail to parse, however complete.
  static let decoderLimit = 512

  /// The deepest level of arrays and objects reached.
  private(set) var maximumDepth = 0
  /// Whether the bytes stop inside an array, an object or a string.
  private(set) var endsInsideAValue = false

  /// Scans `data` once.
  init(_ data: Data) {
    var depth = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        maximumDepth = max(maximumDepth, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    endsInsideAValue = inString || depth > 0
  }

  /// Why a file of this shape did not parse; `isOurs` says whether it names our format.
  func reasonNotParsed(isOurs: Bool) -> QuarantineReason {
    if maximumDepth > Self.decoderLimit { return .nestedTooDeep(limit: Self.decoderLimit) }
    guard isOurs else { return .notJSON }
    return endsInsideAValue ? .truncated : .damaged
  }
}
