/// The 64-bit FNV-1a hash, which records the version of an English page a translation follows.
///
/// The kit's `Memento` module has the same few lines for its cache file names; the checker keeps
/// its own copy so the tests depend on no module they check. The hash must be the same on every
/// platform and every run (Swift's `Hasher` is seeded per process, and CryptoKit is not on
/// Linux). It only has to notice that a page changed, not to resist someone forging one.
enum FNV1a64 {
  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes`, as 16 lowercase hexadecimal digits.
  static func hexDigest(of bytes: some Sequence<UInt8>) -> String {
    var hash = offsetBasis
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= prime
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
