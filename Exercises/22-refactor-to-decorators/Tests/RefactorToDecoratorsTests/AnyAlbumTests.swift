import Testing

@testable import RefactorToDecorators

/// What the details screen draws for albums the placeholders do not cover, which the
/// refactoring keeps too: a year that is not a number, and a title or artist beyond ASCII.
@Suite struct AnyAlbumTests {
  @Test func aYearThatIsNotANumberGetsNoBadge() {
    for year in ["Unknown", "20??"] {
      let bootleg = Album(
        title: "Bootleg", artist: "Unknown", genre: "Rock", coverURL: "b.png", year: year)
      let lines = coverLines(for: bootleg)
      #expect(
        lines.count == 6, "only a year read as a number from 2000 on gets the badge, not \(year)")
      #expect(!lines.contains { $0.contains("2000s") }, "\(year) is not a number")
    }
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
    let cafe = Album(
      title: "Cafe\u{301} del Mar 🎸", artist: "Various", genre: "Chill", coverURL: "c.png",
      year: "1994")
    #expect(
      coverLines(for: cafe) == [
        "+------------------------+",
        "| +--------------------+ |",
        "| | [ Cafe\u{301} del Mar 🎸 ] | |",
        "| +--------------------+ |",
        "| Various, 1994          |",
        "+------------------------+",
      ],
      """
      a line is as wide as its characters, an e and its accent (two code points) counting once, \
      🎸 (two UTF-16 units) once: the title is drawn whole, every line as wide as its frame
      """)
  }
}
