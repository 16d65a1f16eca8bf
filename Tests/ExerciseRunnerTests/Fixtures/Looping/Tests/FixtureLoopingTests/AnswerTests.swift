import Testing

@testable import FixtureLooping

@Test func theAnswerIsPositive() {
  #expect(1 > 0, "this one ends")
}

@Test func theAnswerIs42() {
  #expect(answer() == 42, "the answer is 42")
}
