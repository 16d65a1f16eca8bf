/// The 64-bit FNV-1a hash: a few lines, the same number on every platform and every run.
///
/// It names cache files, so it must be stable (Swift's `Hasher` is seeded per process) and
/// available everywhere (CryptoKit is not on Linux). It is not a cryptographic hash: a cache
/// file name needs to be spread well, not to resist an attacker.
enum FNV1a64 {
  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes`.
  static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash = offsetBasis
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= prime
    }
    return hash
  }

  /// The hash of `string`'s UTF-8 bytes, as 16 lowercase hexadecimal digits.
  static func hexDigest(of string: String) -> String {
    let digits = String(hash(string.utf8), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
