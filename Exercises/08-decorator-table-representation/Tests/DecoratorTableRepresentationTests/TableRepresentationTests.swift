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

  @Test func theRowsShowTheAlbumAsItIsWhenTheyAreRead() {
    var low = Album(
      title: "Low", artist: "David Bowie", genre: "Rock", coverURL: "low.png", year: "1977")
    #expect(low.tableRepresentation.map(\.value) == ["David Bowie", "Low", "Rock", "1977"])
    low.genre = "Art Rock"
    low.year = "1991"
    #expect(
      low.tableRepresentation.map(\.value) == ["David Bowie", "Low", "Art Rock", "1991"],
      "a field changed since the rows were first read shows its new value")
    let namesake = Album(
      title: "Low", artist: "Nick Lowe", genre: "Pop", coverURL: "lowe.png", year: "1978")
    #expect(
      namesake.tableRepresentation.map(\.value) == ["Nick Lowe", "Low", "Pop", "1978"],
      "two albums with one title each have their own rows: nothing is remembered by title")
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

  @Test func anAlbumWithEveryFieldEmptyStillHasItsFourRows() {
    let blank = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    #expect(
      blank.tableRepresentation == [
        TableRow(title: "Artist", value: ""),
        TableRow(title: "Album", value: ""),
        TableRow(title: "Genre", value: ""),
        TableRow(title: "Year", value: ""),
      ],
      "always the four rows, in an album whose every field is empty too: four empty values, never []"
    )
  }

  @Test func eachValueKeepsItsCase() {
    let album = Album(
      title: "heroes", artist: "david BOWIE", genre: "art pop", coverURL: "heroes.png",
      year: "1977")
    #expect(
      album.tableRepresentation.map(\.value) == ["david BOWIE", "heroes", "art pop", "1977"],
      "each value keeps its case: nothing capitalised, lowercased or uppercased")
  }

  /// One value that every kind of tidying changes: spaces around it and in a run, a quote, a
  /// backslash, a tab, line breaks (`\n`, `\r\n` and a lone `\r`), control characters (NUL, ESC, bell),
  /// invisible ones (zero-width space, non-joiner, the joiners of 👨‍👩‍👧 and 👩‍💻, a byte-order
  /// mark, a soft hyphen, a word joiner, a right-to-left mark), Hebrew and Arabic letters,
  /// accents typed both ways and over 600 characters.
  @Test func eachValueStaysAsWrittenWhateverItHolds() {
    let title =
      " Best of\nBowie  \"live\"\tC:\\covers Bjo\u{308}rk Beyonce\u{301} 🎸 \u{FEFF}zero\u{200B}width"
      + "\u{200C} \u{1F469}\u{200D}\u{1F4BB} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} "
      + "Side A\r\nSide B\rSide C nul\u{0} esc\u{1B}[31mred\u{1B}[0m bell\u{7} password=hunter2 "
      + "soft\u{AD}hyphen word\u{2060}joiner mark\u{200F} "
      + "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{645}\u{631}\u{62D}\u{628}\u{627} "  // שלום مرحبا
      + String(repeating: "la ", count: 200) + "end "
    let album = Album(
      title: title, artist: "Bj\u{F6}rk  Gu\u{F0}mundsd\u{F3}ttir", genre: "   ",
      coverURL: "bowie.png", year: "01992")
    let expected = ["Bj\u{F6}rk  Gu\u{F0}mundsd\u{F3}ttir", title, "   ", "01992"]
    let values = album.tableRepresentation.map(\.value).map(spelledOut)
    let wanted = expected.map(spelledOut)
    #expect(
      values == wanted,
      """
      each value word for word, scalar for scalar: two spaces stay two, line breaks (\\r\\n \
      too), quotes, a backslash, a tab and emoji stay, all 600-odd characters kept, accents kept \
      and never recomposed or decomposed (Björk both ways), control characters (NUL, ESC, bell) \
      and invisible ones (a byte-order mark, zero-width space and non-joiner, the joiners inside \
      👩‍💻 and 👨‍👩‍👧, a soft hyphen, a word joiner, a right-to-left mark) kept, Hebrew and \
      Arabic letters kept and never wrapped or isolated, a genre of three spaces stays three, \
      the year stays 01992
      """)
  }

  /// The edges of a value and its length: a byte-order mark that begins a value, a line break
  /// that ends one (`\n`, `\r\n` and a lone `\r`), and values of over 12 000 characters.
  @Test func theEdgesOfAValueAreKeptAndALongOneIsNeverCut() {
    let edged = Album(
      title: "\u{FEFF}Low\r\n",
      artist: "\u{FEFF}David\u{A0}Bowie \u{201C}Ziggy\u{201D} \u{2018}72\u{2019}\n",
      genre: "\u{FEFF}Rock\r",
      coverURL: "low.png", year: "1977\n")
    let values = edged.tableRepresentation.map(\.value).map(spelledOut)
    let wanted = [
      "\u{FEFF}David\u{A0}Bowie \u{201C}Ziggy\u{201D} \u{2018}72\u{2019}\n", "\u{FEFF}Low\r\n",
      "\u{FEFF}Rock\r", "1977\n",
    ]
    .map(spelledOut)
    #expect(
      values == wanted,
      """
      each value word for word, its edges too: a byte-order mark that begins a value stays, and \
      a line break that ends one (\\n, \\r\\n or a lone \\r) stays, nothing removed or replaced \
      (a no-break space and curly quotes stay too)
      """)
    let long = String(repeating: "la ", count: 4000) + "end"  // 12 003 characters
    let longAlbum = Album(
      title: long, artist: long, genre: long, coverURL: "la.png", year: "1977")
    let longValues = longAlbum.tableRepresentation.map(\.value).map(spelledOut)
    let wantedLong = [long, long, long, "1977"].map(spelledOut)
    #expect(
      longValues == wantedLong,
      "a long value is never cut: a value of 12 003 characters stays whole, every character kept")
  }

  /// Every control, invisible, separator and bidirectional character Unicode has
  /// (`everyInvisibleCharacter`, in InvisibleCharacters.swift), with every printable ASCII
  /// character in every value: each row's value is the album's as given.
  @Test func everyInvisibleCharacterStaysInTheValues() {
    let odd = everyInvisibleCharacter + everyPrintableASCIICharacter
    let album = Album(
      title: "Low" + odd, artist: odd + "David Bowie", genre: "Art" + odd + "Rock",
      coverURL: "low.png", year: odd + "1977" + odd)
    let values = album.tableRepresentation.map(\.value)
    let given = [odd + "David Bowie", "Low" + odd, "Art" + odd + "Rock", odd + "1977" + odd]
    #expect(values.count == 4, "four rows: artist, album, genre, year")
    for (found, value) in zip(values, given) {
      expectKept(
        found, as: value,
        "each value word for word, scalar for scalar: every control character (C0, DEL, C1), odd space, invisible format character, line or paragraph separator (U+2028, U+2029), bidirectional mark, embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), variation selector and tag character stays, and every printable ASCII character (quotes, a backslash, &, <, >, |), nothing stripped, escaped or replaced"
      )
    }
  }

  /// `text` with every scalar but printable ASCII spelled out as `\u{…}` (and `\t`, `\n`,
  /// `\r`, `\0`): one scalar missing or changed shows where, and nothing printed drives the
  /// terminal.
  func spelledOut(_ text: String) -> String {
    text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
  }
}
