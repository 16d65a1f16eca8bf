/// A fixed, seeded choice of some of a file's mutants, for a mutation check that fits in CI's
/// time.
///
/// The same file always gives the same sample (the seed is the file's path), so a CI failure
/// can be reproduced, and a change elsewhere never reshuffles it; across files, every operator
/// gets its turn. `verify --mistakes --sample` chooses an exercise's mistakes the same way.
enum MutantSample {
  /// At most `count` of `mutants`, chosen by a generator seeded with `seed`, in their order.
  static func choose<Candidate>(_ count: Int, of mutants: [Candidate], seed: String)
    -> [Candidate]
  {
    guard mutants.count > count else { return mutants }
    var generator = SplitMix64(seed: ContentHash.value(of: seed.utf8))
    // Fisher–Yates by hand: the standard library's shuffle may change between releases.
    var indices = Array(mutants.indices)
    for last in indices.indices.dropFirst().reversed() {
      let other = Int(generator.next() % UInt64(last + 1))
      indices.swapAt(last, other)
    }
    return indices.prefix(count).sorted().map { mutants[$0] }
  }
}

/// SplitMix64: a small random number generator that, unlike the system's, can be seeded, so a
/// sample is the same on every machine and every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var value = state
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    return value ^ (value >> 31)
  }
}
