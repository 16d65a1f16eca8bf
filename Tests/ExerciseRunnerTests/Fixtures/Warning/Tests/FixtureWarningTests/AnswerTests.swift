import Testing

@testable import FixtureWarning

@Test func theAnswerIs42() {
  #expect(answer() == 42, "the answer is 42")
}
