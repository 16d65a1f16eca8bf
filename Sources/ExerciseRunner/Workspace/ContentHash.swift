import Foundation

/// The FNV-1a 64 hash of some bytes, as 16 hex digits: what the record of given files keeps to
/// tell an unchanged file from a changed one.
///
/// FNV-1a is not cryptographic, and need not be: it tells a learner's edit from the file the
/// kit gave, it does not stand up to someone forging a file. The runner keeps its own copy
/// for now; the kit's file-safety module will hold the one shared implementation once it
/// lands, and this file then goes.
enum ContentHash {
  /// The hash of `bytes`.
  static func fnv1a64<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The hash of the file at `url`, or `nil` when it cannot be read.
  static func fnv1a64(of url: URL) -> String? {
    (try? Data(contentsOf: url)).map { fnv1a64($0) }
  }
}
