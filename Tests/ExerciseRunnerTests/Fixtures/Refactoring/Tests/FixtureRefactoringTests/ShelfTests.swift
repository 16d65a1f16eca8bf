import Testing

@testable import FixtureRefactoring

@Test func theTitlesAreSorted() {
  #expect(ShelfController().titles() == ["Abbey Road", "Blue"])
}
