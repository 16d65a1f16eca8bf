import Foundation

/// The 64-bit FNV-1a hash: the runner's one way to name bytes by a number that is the same on
/// every run and every machine (Swift's `Hasher` is seeded per process).
///
/// The record of given files keeps it, as 16 hex digits, to tell an unchanged file from a
/// changed one; `kit check` keeps it to tell a file rewritten within a second from the one it
/// built; the module cache is named by it; and a mutant sample is seeded by it. FNV-1a is not
/// cryptographic, and need not be: it tells a learner's edit from the file the kit gave, it
/// does not stand up to someone forging a file. The app's `FileSafety` module has the same few
/// lines for its cache names; the runner keeps its own rather than depend on the app's modules.
enum ContentHash {
  /// The hash of `bytes`, as a number.
  static func value(of bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The hash of `bytes`, as 16 lowercase hex digits.
  static func fnv1a64(_ bytes: some Sequence<UInt8>) -> String {
    let digits = String(value(of: bytes), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The hash of the file at `url`, or `nil` when it cannot be read.
  static func fnv1a64(of url: URL) -> String? {
    (try? Data(contentsOf: url)).map { fnv1a64($0) }
  }
}
