import Testing

@testable import FixturePassing

@Test func theAnswerIs42() {
  #expect(answer() == 42, "the answer is 42")
}

@Test func theAnswerIsEven() {
  #expect(answer() % 2 == 0)
}

/// The checker runs the tests with the same hash seed every time, so code whose result hangs on
/// a Dictionary's order gets the same verdict on every run.
@Test func hashingIsTheSameOnEveryRun() {
  var hasher = Hasher()
  hasher.combine("album")
  #expect(hasher.finalize() == -1_870_146_134_528_763_571)
}
