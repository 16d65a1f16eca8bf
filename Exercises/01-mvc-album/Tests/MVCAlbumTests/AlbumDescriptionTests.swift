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

  @Test func aValueGoesInWordForWordWhateverItHolds() {
    let longTitle =
      " D\u{E9}j\u{E0}  Vu \"live\"\tC:\\covers 🎸 Beyonce\u{301} \n Side A\r\nSide B "
      + String(repeating: "la ", count: 200) + "end "
    let album = Album(
      title: longTitle, artist: "Crosby, Stills, Nash & Young", genre: "   ",
      coverURL: "dejavu.png", year: "01970")
    let expected =
      "title: \(longTitle), artist: Crosby, Stills, Nash & Young, genre:    , coverURL: dejavu.png, year: 01970"
    #expect(
      album.description == expected,
      """
      each value goes in word for word: spaces around it and in runs, a quote, a backslash, a tab, \
      an emoji, a line break, a Windows line break (\\r\\n) and all 600-odd characters kept; \
      a genre of three spaces stays three; the year 01970 stays 01970
      """)
    #expect(
      album.description.unicodeScalars.elementsEqual(expected.unicodeScalars),
      """
      nothing is normalised: each value keeps its own Unicode scalars (the é of Déjà stays one \
      scalar, never e and an accent; the é of Beyoncé typed as e and an accent stays two; \
      a Windows line break \\r\\n keeps its \\r)
      """
    )
  }
}
