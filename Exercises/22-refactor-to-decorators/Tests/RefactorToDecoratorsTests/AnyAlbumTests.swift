import Testing

@testable import RefactorToDecorators

/// What the details screen draws for albums the placeholders do not cover, which the
/// refactoring keeps too: a year that is not a number, and a title or artist beyond ASCII.
@Suite struct AnyAlbumTests {
  @Test func aYearThatIsNotANumberGetsNoBadge() {
    let bootleg = Album(
      title: "Bootleg", artist: "Unknown", genre: "Rock", coverURL: "b.png", year: "Unknown")
    let lines = coverLines(for: bootleg)
    #expect(lines.count == 6, "only a year read as a number from 2000 on gets the badge")
    #expect(!lines.contains { $0.contains("2000s") })
  }

  @Test func theFramesAreAsWideAsTheLinesLookWhateverTheLetters() {
    let homogenic = Album(
      title: "Homogenic", artist: "Björk", genre: "Pop", coverURL: "h.png", year: "1997")
    #expect(
      coverLines(for: homogenic) == [
        "+-------------------+",
        "| +---------------+ |",
        "| | [ Homogenic ] | |",
        "| +---------------+ |",
        "| Björk, 1997       |",
        "+-------------------+",
      ], "a line is as wide as its characters, ö counting once")
  }
}
