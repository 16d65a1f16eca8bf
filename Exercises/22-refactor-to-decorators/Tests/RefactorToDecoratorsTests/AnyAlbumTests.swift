import Testing

@testable import RefactorToDecorators

/// What the details screen draws for albums the placeholders do not cover, which the
/// refactoring keeps too: a year that is not a number, and a title or artist beyond ASCII.
@Suite struct AnyAlbumTests {
  @Test func aYearThatIsNotANumberGetsNoBadge() {
    let notNumbers = [
      "Unknown", "20??", " 2002", "2002 ", "\t2002", "2002\n", "2002.0", "2,002", "２００２",
      "99999999999999999999", "",
    ]
    for year in notNumbers {
      let bootleg = Album(
        title: "Bootleg", artist: "Unknown", genre: "Rock", coverURL: "b.png", year: year)
      let lines = coverLines(for: bootleg)
      #expect(
        lines.count == 6, "only a year read as a number from 2000 on gets the badge, not \(year)")
      #expect(!lines.contains { $0.contains("2000s") }, "\(year) is not a number")
    }
  }

  @Test func everyYearIntReadsAs2000OrMoreGetsTheBadge() {
    for year in ["2009", "2010", "2015", "2099", "9999", "12000", "02002", "+2002"] {
      let album = Album(
        title: "Later", artist: "Someone", genre: "Pop", coverURL: "l.png", year: year)
      let lines = coverLines(for: album)
      #expect(
        lines.count == 7 && lines[1].hasPrefix("| ** 2000s ** "),
        "Int(\"\(year)\") is 2000 or more, so the album wears the badge, as before the refactoring")
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

  /// The caption is always the artist, a comma, a space and the year: an empty part too.
  @Test func theCaptionIsArtistCommaYearEvenWhenAPartIsEmpty() {
    let noYear = Album(
      title: "Bootleg", artist: "Unknown", genre: "Rock", coverURL: "b.png", year: "")
    #expect(
      coverLines(for: noYear) == [
        "+-----------------+",
        "| +-------------+ |",
        "| | [ Bootleg ] | |",
        "| +-------------+ |",
        "| Unknown,        |",
        "+-----------------+",
      ], "an empty year still follows \"Unknown, \": the comma and the space are drawn")
    let nothing = Album(title: "X", artist: "", genre: "", coverURL: "", year: "")
    #expect(
      coverLines(for: nothing) == [
        "+-----------+",
        "| +-------+ |",
        "| | [ X ] | |",
        "| +-------+ |",
        "| ,         |",
        "+-----------+",
      ], "an empty artist and an empty year are captioned \", \"")
  }

  /// The title, artist and year are drawn exactly as the album has them.
  ///
  /// Nothing trimmed, cut, escaped, folded or re-read; compared scalar by scalar, so a letter
  /// composed shows too.
  @Test func theTitleArtistAndYearAreDrawnExactlyAsTheAlbumHasThem() {
    let title =
      "  Low  \"Live\"\tat\\Home \u{200B}\u{7}MiXeD Cafe\u{301} 🎸\n"
      + String(repeating: "la ", count: 170) + " "
    let artist = " Sigur\tRo\u{301}s  \"Ágætis\" \\ 👩‍💻 "
    let odd = Album(title: title, artist: artist, genre: "", coverURL: "", year: " 2002 \t")
    // 548 characters of title, so the frames are 552 + 4 and 556 + 4 wide.
    let drawn = [
      "+" + String(repeating: "-", count: 558) + "+",
      "| +" + String(repeating: "-", count: 554) + "+ |",
      "| | [ " + title + " ] | |",
      "| +" + String(repeating: "-", count: 554) + "+ |",
      "| " + artist + ",  2002 \t" + String(repeating: " ", count: 522) + " |",
      "+" + String(repeating: "-", count: 558) + "+",
    ]
    #expect(
      coverLines(for: odd).map { Array($0.unicodeScalars) }
        == drawn.map { Array($0.unicodeScalars) },
      """
      the title, artist and year are drawn as the album has them: spaces around and inside, tab, \
      quote, backslash, zero-width and control characters, line break, accent, emoji and case kept
      """)
    let later = Album(
      title: "It's  My Life ", artist: "\tNo Doubt ", genre: "", coverURL: "", year: "+02015")
    let badged = [
      "+------------------------+",
      "| ** 2000s **            |",
      "| +--------------------+ |",
      "| | [ It's  My Life  ] | |",
      "| +--------------------+ |",
      "| \tNo Doubt , +02015     |",
      "+------------------------+",
    ]
    #expect(
      coverLines(for: later).map { Array($0.unicodeScalars) }
        == badged.map { Array($0.unicodeScalars) },
      "Int(_:) reads +02015 as 2015, so the badge; the caption still shows the year as written")
  }
}
