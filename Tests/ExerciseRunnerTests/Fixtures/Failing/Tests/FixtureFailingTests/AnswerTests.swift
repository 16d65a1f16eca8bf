import Testing

@testable import FixtureFailing

@Test func theAnswerIs42() {
  #expect(answer() == 42, "the answer is 42")
}

@Test func theAnswerIsEven() {
  #expect(answer() % 2 == 0)
}

@Test func theTitleEndsWithAnExclamationMark() {
  #expect(title() == "It's My Life!")
}
