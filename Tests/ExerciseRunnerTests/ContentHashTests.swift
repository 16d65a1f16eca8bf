import Foundation
import Testing

@testable import ExerciseRunner

/// The runner's one FNV-1a: the published 64-bit test vectors, and the names and seeds made
/// from it, which must not change between runs or releases.
@Suite struct ContentHashTests {
  @Test(arguments: [
    ("", 0xcbf2_9ce4_8422_2325 as UInt64, "cbf29ce484222325"),
    ("a", 0xaf63_dc4c_8601_ec8c, "af63dc4c8601ec8c"),
    ("foobar", 0x8594_4171_f739_67e8, "85944171f73967e8"),
  ])
  func theHashIsFNV1a64(text: String, value: UInt64, digits: String) {
    #expect(ContentHash.value(of: text.utf8) == value)
    #expect(ContentHash.fnv1a64(Data(text.utf8)) == digits)
  }

  @Test func aHashBelow16DigitsIsPaddedWithZeros() {
    #expect(ContentHash.value(of: "10".utf8) == 0x07f8_9207_b4ba_08a4)
    #expect(ContentHash.fnv1a64(Data("10".utf8)) == "07f89207b4ba08a4")
  }

  @Test func theModuleCacheIsNamedByTheHashOfTheBuildFolder() {
    let checker = SwiftTestChecker(buildFolder: URL(fileURLWithPath: "/k/.build"))
    #expect(checker.moduleCacheFolder.path == "/k/.build/ModuleCache/a6f6f3fa361f9fb2")
  }

  /// Worked out independently (a few lines of Python: FNV-1a, SplitMix64, Fisher–Yates), so a
  /// change to the hash or the generator shows here, not as a reshuffled CI sample.
  @Test func aSampleIsSeededByTheHashOfItsPath() {
    #expect(
      MutantSample.choose(3, of: Array(0..<10), seed: "Exercises/01/Sources/A.swift") == [1, 2, 8])
  }
}
