import Testing

@testable import MVCAlbum

@Suite struct AlbumDescriptionTests {
  @Test func namesEveryFieldInOrder() {
    let album = Album(
      title: "Best of Bowie", artist: "David Bowie", genre: "Pop", coverURL: "bowie.png",
      year: "1992")
    #expect(
      album.description
        == "title: Best of Bowie, artist: David Bowie, genre: Pop, coverURL: bowie.png, year: 1992",
      "description names each field, in the order Album declares them, separated by \", \"")
  }

  @Test func describesAPlaceholderAlbumWithItsFullCoverURL() {
    let americanPie = Album.placeholders[4]
    #expect(
      americanPie.description == """
        title: American Pie, artist: Madonna, genre: Pop, \
        coverURL: http://www.coversproject.com/static/thumbs/album/album_madonna_american%20pie.png, \
        year: 2000
        """,
      "the values are the album's own, word for word")
  }

  @Test func interpolationUsesTheDescription() {
    let album = Album(title: "T", artist: "A", genre: "G", coverURL: "C", year: "Y")
    #expect(
      "\(album)" == "title: T, artist: A, genre: G, coverURL: C, year: Y",
      "CustomStringConvertible makes \"\\(album)\" read the description")
  }

  @Test func anEmptyFieldIsStillNamed() {
    let album = Album(title: "Low", artist: "David Bowie", genre: "", coverURL: "", year: "1977")
    #expect(
      album.description == "title: Low, artist: David Bowie, genre: , coverURL: , year: 1977",
      "an empty field is still named: every field, in order, its value simply empty")
  }

  @Test func anAlbumWithEveryFieldEmptyStillNamesEveryField() {
    let album = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    #expect(
      album.description == "title: , artist: , genre: , coverURL: , year: ",
      "an empty field is still named, in an album whose every field is empty too: never \"\"")
  }

  @Test func aValueWithCommasGoesInWordForWord() {
    let album = Album(
      title: "Déjà Vu", artist: "Crosby, Stills, Nash & Young", genre: "Rock",
      coverURL: "dejavu.png", year: "1970")
    #expect(
      album.description
        == "title: Déjà Vu, artist: Crosby, Stills, Nash & Young, genre: Rock, coverURL: dejavu.png, year: 1970",
      "each value goes in word for word, commas included: nothing quoted")
  }

  @Test func spacesAroundAValueAreKept() {
    let album = Album(
      title: " Low ", artist: "David Bowie", genre: "Rock", coverURL: "low.png", year: "1977")
    #expect(
      album.description
        == "title:  Low , artist: David Bowie, genre: Rock, coverURL: low.png, year: 1977",
      "each value goes in word for word, spaces included: nothing trimmed")
  }

  @Test func aValueOfNothingButSpacesStaysAsItIs() {
    let album = Album(
      title: "Low", artist: "David Bowie", genre: "   ", coverURL: " ", year: "1977")
    #expect(
      album.description == "title: Low, artist: David Bowie, genre:    , coverURL:  , year: 1977",
      "a genre of three spaces stays three and a cover address of one space stays one: a blank value is not an empty one"
    )
  }

  @Test func theDescriptionNamesTheFieldsAsTheyAreNow() {
    var album = Album(
      title: "Best of Bowie", artist: "David Bowie", genre: "Pop", coverURL: "bowie.png",
      year: "1992")
    album.genre = "Rock"
    album.year = "2002"
    #expect(
      album.description
        == "title: Best of Bowie, artist: David Bowie, genre: Rock, coverURL: bowie.png, year: 2002",
      "description names the fields as they are now: the new genre and year, not the first ones")
  }

  @Test func aLineBreakInAValueGoesInWordForWord() {
    let album = Album(
      title: "Heroes\nLive", artist: "David Bowie", genre: "Rock", coverURL: "heroes.png",
      year: "1977")
    #expect(
      album.description
        == "title: Heroes\nLive, artist: David Bowie, genre: Rock, coverURL: heroes.png, year: 1977",
      "each value goes in word for word, line breaks included: nothing made a space")
  }

  /// One value that every kind of tidying changes: spaces around it and in a run, a quote, a
  /// backslash, a tab, line breaks (`\n`, `\r\n` and a lone `\r`), control characters (NUL, ESC, bell),
  /// invisible ones (zero-width space, non-joiner, the joiners of 👨‍👩‍👧, a byte-order mark, a
  /// soft hyphen, a word joiner, a right-to-left mark), Hebrew and Arabic letters, accents in
  /// both forms, what looks like a secret and over 600 characters; an artist and a genre in
  /// mixed case, runs of spaces and a tab; and a cover address with raw spaces, percent escapes,
  /// a query and a fragment.
  @Test func aValueGoesInWordForWordWhateverItHolds() {
    let longTitle =
      " D\u{E9}j\u{E0}  Vu \"live\"\tC:\\covers 🎸 Beyonce\u{301} \n Side A\r\nSide B\rSide C "
      + "nul\u{0} esc\u{1B}[31mred\u{1B}[0m bell\u{7} password=hunter2 "
      + "zero\u{200B}width non\u{200C}joiner \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} "
      + "\u{FEFF}bom soft\u{AD}hyphen word\u{2060}joiner mark\u{200F} "
      + "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{645}\u{631}\u{62D}\u{628}\u{627} "  // שלום مرحبا
      + String(repeating: "la ", count: 200) + "end "
    let album = Album(
      title: longTitle, artist: "crosby, Stills,  Nash & YOUNG", genre: "art  Pop\t ",
      coverURL: "http://covers.example/My Covers/d%C3%A9j%C3%A0%20vu.png?size=600&key=0042#front",
      year: "01970")
    let expected =
      "title: \(longTitle), artist: crosby, Stills,  Nash & YOUNG, genre: art  Pop\t , "
      + "coverURL: http://covers.example/My Covers/d%C3%A9j%C3%A0%20vu.png?size=600&key=0042#front, "
      + "year: 01970"
    let description = spelledOut(album.description)
    let wanted = spelledOut(expected)
    #expect(
      description == wanted,
      """
      each value goes in word for word, scalar for scalar: spaces around it and in runs, a quote, \
      a backslash, a tab, an emoji, a line break, a Windows line break (\\r\\n), control \
      characters (NUL, ESC, bell), invisible ones (zero-width space and non-joiner, the joiners \
      of 👨‍👩‍👧, byte-order mark, soft hyphen, word joiner, right-to-left mark), Hebrew and Arabic \
      letters and all 600-odd characters kept, nothing removed, wrapped or isolated; nothing \
      normalised (the é of Déjà stays one scalar, the é of Beyoncé typed as e and an accent stays \
      two); the artist and the genre keep their case, spaces and tab; the cover address stays \
      whole, its raw spaces unescaped, percent escapes, query and fragment too; the year 01970 \
      stays 01970
      """)
  }

  /// The edges of a value and its length: a byte-order mark that begins a value, a line break
  /// that ends one (`\n`, `\r\n` and a lone `\r`), and a value of over 12 000 characters.
  @Test func theEdgesOfAValueAreKeptAndALongOneIsNeverCut() {
    let edged = Album(
      title: "\u{FEFF}Low\n",
      artist: "\u{FEFF}David\u{A0}Bowie \u{201C}Ziggy\u{201D} \u{2018}72\u{2019}\r\n",
      genre: "Rock\r",
      coverURL: "\u{FEFF}low.png", year: "1977\n")
    let description = spelledOut(edged.description)
    let wanted = spelledOut(
      "title: \u{FEFF}Low\n, artist: \u{FEFF}David\u{A0}Bowie \u{201C}Ziggy\u{201D} \u{2018}72\u{2019}\r\n, genre: Rock\r, "
        + "coverURL: \u{FEFF}low.png, year: 1977\n")
    #expect(
      description == wanted,
      """
      each value goes in word for word, its edges too: a byte-order mark that begins a value \
      stays, and a line break that ends one (\\n, \\r\\n or a lone \\r) stays, nothing removed or replaced \
      (a no-break space and curly quotes stay too)
      """)
    let long = String(repeating: "la ", count: 4000) + "end"  // 12 003 characters
    let longAlbum = Album(
      title: long, artist: long, genre: "Rock", coverURL: "low.png", year: "1977")
    let longDescription = spelledOut(longAlbum.description)
    let wantedLong = spelledOut(
      "title: \(long), artist: \(long), genre: Rock, coverURL: low.png, year: 1977")
    #expect(
      longDescription == wantedLong,
      "each value goes in word for word, however long: a value of 12 003 characters is never cut")
  }

  /// Every control, invisible, separator and bidirectional character Unicode has
  /// (`everyInvisibleCharacter`, in InvisibleCharacters.swift), with every printable ASCII
  /// character in every field, and a cover address with a user and a password in it: each goes in
  /// as given.
  @Test func everyInvisibleCharacterAndAPasswordGoInAsGiven() {
    let odd = everyInvisibleCharacter + everyPrintableASCIICharacter
    let album = Album(
      title: "Low" + odd, artist: odd + "David Bowie", genre: "Art" + odd + "Rock",
      coverURL: "http://bowie:hunter2@covers.example/low" + odd + ".png", year: odd + "1977" + odd)
    expectKept(
      album.description,
      as: "title: Low\(odd), artist: \(odd)David Bowie, genre: Art\(odd)Rock, "
        + "coverURL: http://bowie:hunter2@covers.example/low\(odd).png, year: \(odd)1977\(odd)",
      """
      each value goes in as given, scalar for scalar: every control character (C0, DEL, C1), odd space, invisible format character, line or paragraph separator (U+2028, U+2029), bidirectional mark, embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), variation selector and tag character stays, and every printable ASCII character (quotes, a backslash, &, <, >, |), nothing stripped, escaped or replaced; the user and the password in the \
      cover address stay too, nothing masked
      """)
  }

  /// `text` with every scalar but printable ASCII spelled out as `\u{…}` (and `\t`, `\n`,
  /// `\r`, `\0`): one scalar missing or changed shows where, and nothing printed drives the
  /// terminal.
  func spelledOut(_ text: String) -> String {
    text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
  }
}
