import Testing

@testable import DecoratorTableRepresentation

@Suite struct TableRepresentationTests {
  @Test func theRowsAreArtistAlbumGenreYear() {
    #expect(
      Album.placeholders[0].tableRepresentation.map(\.title) == [
        "Artist", "Album", "Genre", "Year",
      ],
      "four rows, titled in this order")
  }

  @Test func theValuesAreTheAlbumsOwn() {
    #expect(
      Album.placeholders[0].tableRepresentation == [
        TableRow(title: "Artist", value: "David Bowie"),
        TableRow(title: "Album", value: "Best of Bowie"),
        TableRow(title: "Genre", value: "Pop"),
        TableRow(title: "Year", value: "1992"),
      ],
      "the \"Album\" row holds the title; the others hold the field they are named after")
  }

  @Test func anotherAlbumHasItsOwnValues() {
    #expect(
      Album.placeholders[1].tableRepresentation.map(\.value) == [
        "No Doubt", "It's My Life", "Pop", "2003",
      ])
  }

  @Test func anEmptyFieldStillHasItsRow() {
    let album = Album(title: "Low", artist: "David Bowie", genre: "", coverURL: "", year: "")
    #expect(
      album.tableRepresentation == [
        TableRow(title: "Artist", value: "David Bowie"),
        TableRow(title: "Album", value: "Low"),
        TableRow(title: "Genre", value: ""),
        TableRow(title: "Year", value: ""),
      ],
      "always the four rows: a field with no value still has its row, its value empty")
  }

  @Test func theValuesGoInWordForWord() {
    let album = Album(
      title: " Low ", artist: "David Bowie ", genre: "Rock", coverURL: "low.png", year: "1977")
    #expect(
      album.tableRepresentation.map(\.value) == ["David Bowie ", " Low ", "Rock", "1977"],
      "each row holds its field's value word for word: nothing trimmed")
  }

  @Test func eachValueStaysAsWrittenWhateverItHolds() {
    let title =
      " Best of\nBowie  \"live\"\tC:\\covers Bjo\u{308}rk 🎸 \u{FEFF}zero\u{200B}width\u{200C} "
      + "\u{1F469}\u{200D}\u{1F4BB} "
      + String(repeating: "la ", count: 200) + "end "
    let album = Album(
      title: title, artist: "Bj\u{F6}rk  Gu\u{F0}mundsd\u{F3}ttir", genre: "   ",
      coverURL: "bowie.png", year: "01992")
    let expected = ["Bj\u{F6}rk  Gu\u{F0}mundsd\u{F3}ttir", title, "   ", "01992"]
    let values = album.tableRepresentation.map(\.value)
    #expect(
      values == expected
        && values.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) },
      """
      each value word for word: two spaces stay two, a line break, quotes, a backslash, a tab \
      and an emoji stay, all 600-odd characters kept, accents kept and never recomposed or \
      decomposed (Björk both ways), invisible characters kept (a byte-order mark, a zero-width \
      space, a zero-width non-joiner, the joiner inside 👩‍💻), a genre of three spaces stays \
      three, the year stays 01992
      """)
  }
}
