import Testing

@testable import MVCController

@Suite struct AlbumViewControllerTests {
  /// The indices of the highlighted covers.
  func highlighted(_ controller: AlbumViewController) -> [Int] {
    controller.albumViews.indices.filter { controller.albumViews[$0].isHighlighted }
  }

  @Test func startsOnTheFirstAlbum() {
    let controller = AlbumViewController(albums: Album.placeholders)
    #expect(controller.currentIndex == 0)
    #expect(highlighted(controller) == [0], "only the first cover is highlighted at the start")
    #expect(controller.detailsView.heading == "Best of Bowie")
    #expect(controller.detailsView.detail == "David Bowie, 1992")
  }

  @Test func selectingHighlightsOnlyTheChosenCover() {
    let controller = AlbumViewController(albums: Album.placeholders)
    controller.select(albumAt: 2)
    #expect(
      highlighted(controller) == [2],
      "selecting un-highlights the previous cover and highlights the new one")
    #expect(controller.albumViews[2].backgroundColor == "white")
    #expect(controller.albumViews[0].backgroundColor == "black")
  }

  @Test func selectingShowsTheAlbumsDetails() {
    let controller = AlbumViewController(albums: Album.placeholders)
    controller.select(albumAt: 3)
    #expect(controller.currentIndex == 3)
    #expect(controller.detailsView.heading == "Staring at the Sun")
    #expect(
      controller.detailsView.detail == "U2, 2000", "the detail reads \"<artist>, <year>\"")
  }

  @Test func selectingChangesTheViewsOnScreenNotNewOnes() {
    let controller = AlbumViewController(albums: Album.placeholders)
    let details = controller.detailsView
    let covers = controller.albumViews
    controller.select(albumAt: 2)
    #expect(
      controller.detailsView === details && details.heading == "Nothing Like The Sun"
        && details.detail == "Sting, 1999",
      "the details view on screen shows the album selected: the same view, not a new one nobody sees"
    )
    #expect(
      controller.albumViews.count == covers.count
        && zip(controller.albumViews, covers).allSatisfy { $0 === $1 } && covers[2].isHighlighted,
      "the covers on screen are the ones highlighted: the same views, not new ones")
  }

  @Test func selectingTwiceLeavesOneCoverHighlighted() {
    let controller = AlbumViewController(albums: Album.placeholders)
    controller.select(albumAt: 4)
    controller.select(albumAt: 1)
    #expect(highlighted(controller) == [1])
    #expect(controller.detailsView.heading == "It's My Life")
  }

  @Test(arguments: [5, -1, Int.max, Int.min])
  func anIndexWithNoAlbumIsIgnoredIntMaxAndIntMinIncluded(index: Int) {
    let controller = AlbumViewController(albums: Album.placeholders)
    controller.select(albumAt: 1)
    controller.select(albumAt: index)
    #expect(
      controller.currentIndex == 1,
      "index \(index) has no album: it must be ignored (no trap, no change)")
    #expect(highlighted(controller) == [1], "the cover shown stays highlighted, and only it")
    #expect(
      controller.detailsView.heading == "It's My Life",
      "and the details still show the album shown: nothing is cleared")
  }

  @Test func noAlbumsShowNothing() {
    let controller = AlbumViewController(albums: [])
    #expect(controller.albumViews.isEmpty)
    #expect(controller.detailsView.heading == "", "with no albums there is nothing to show")
  }

  @Test func withNoAlbumsTheIndexStaysAt0() {
    let controller = AlbumViewController(albums: [])
    #expect(controller.currentIndex == 0, "currentIndex starts at 0, album or not")
  }

  @Test func eachViewKnowsOnlyItsCover() {
    let controller = AlbumViewController(albums: Album.placeholders)
    #expect(controller.albumViews.map(\.coverURL) == Album.placeholders.map(\.coverURL))
  }

  @Test func theLastAlbumCanBeSelected() {
    let controller = AlbumViewController(albums: Album.placeholders)
    controller.select(albumAt: 4)
    #expect(
      controller.currentIndex == 4,
      "the last album, at albums.count - 1, is an album: selecting it makes it current")
    #expect(highlighted(controller) == [4])
    #expect(controller.detailsView.heading == "American Pie")
  }

  @Test func aSingleAlbumIsShownAtTheStart() {
    let controller = AlbumViewController(albums: [Album.placeholders[2]])
    #expect(
      highlighted(controller) == [0], "the only album, at index 0, is selected at the start")
    #expect(controller.detailsView.heading == "Nothing Like The Sun")
  }

  @Test func twoAlbumsWithOneCoverAreStillTwoViews() {
    let bowie = Album.placeholders[0]
    var reissue = bowie
    reissue.year = "2002"
    let controller = AlbumViewController(albums: [bowie, reissue])
    controller.select(albumAt: 1)
    #expect(
      highlighted(controller) == [1],
      "only the selected album's own view is highlighted, even when another album has the same cover"
    )
    #expect(controller.detailsView.detail == "David Bowie, 2002")
  }

  @Test func theCurrentAlbumIsTheIndexSelectedEvenWithAnEqualAlbumEarlier() {
    let bowie = Album.placeholders[0]
    let sting = Album.placeholders[2]
    let controller = AlbumViewController(albums: [bowie, sting, bowie])
    controller.select(albumAt: 2)
    #expect(
      controller.currentIndex == 2,
      "the current album is the one at the index selected, 2, not an equal album earlier")
    #expect(highlighted(controller) == [2], "only the selected index's own view is highlighted")
    controller.select(albumAt: 1)
    #expect(
      highlighted(controller) == [1],
      "the next select clears view 2, the one selected, so only view 1 is highlighted")
  }

  @Test func theDetailIsAlwaysArtistCommaYearAnEmptyPartToo() {
    let low = Album(title: "Low", artist: "", genre: "Rock", coverURL: "low.png", year: "1977")
    let controller = AlbumViewController(albums: [Album.placeholders[0], low])
    controller.select(albumAt: 1)
    #expect(controller.detailsView.heading == "Low")
    #expect(
      controller.detailsView.detail == ", 1977",
      "the detail is always \"<artist>, <year>\", an empty artist too: nothing left out")
  }

  @Test func theYearIsTextShownAsGiven() {
    let years = ["01992", "+1977", "1977.0", "0"]
    let albums = years.map {
      Album(title: "Low", artist: "David Bowie", genre: "Rock", coverURL: "low.png", year: $0)
    }
    let controller = AlbumViewController(albums: albums)
    var details: [String] = []
    for index in years.indices {
      controller.select(albumAt: index)
      details.append(controller.detailsView.detail)
    }
    #expect(
      details == years.map { "David Bowie, \($0)" },
      "the year is text, shown as given: 01992 keeps its zero and +1977 its sign, never read as a number"
    )
  }

  @Test func selectingTheCurrentAlbumAgainLeavesItHighlighted() {
    let controller = AlbumViewController(albums: Album.placeholders)
    controller.select(albumAt: 2)
    controller.select(albumAt: 2)
    #expect(controller.currentIndex == 2, "selecting the current album again keeps it current")
    #expect(
      highlighted(controller) == [2],
      "selecting an album highlights its cover: selecting it again leaves it highlighted, no toggle"
    )
  }

  @Test func anAlbumWithEveryFieldEmptyIsStillAnAlbum() {
    let blank = Album(title: "", artist: "", genre: "", coverURL: "", year: "")
    let controller = AlbumViewController(albums: [Album.placeholders[0], blank])
    controller.select(albumAt: 1)
    #expect(
      controller.currentIndex == 1,
      "an album whose every field is empty is still an album: selecting it makes it current")
    #expect(
      highlighted(controller) == [1], "selecting the blank album highlights its cover, and only it")
    #expect(
      controller.detailsView.heading == "" && controller.detailsView.detail == ", ",
      "the blank album's details show: an empty heading, and \", \" for its empty artist and year")
  }

  /// One value that every kind of tidying changes: spaces around it and in a run, a quote, a
  /// backslash, a tab, line breaks (`\n`, `\r\n` and a lone `\r`), control characters (NUL, ESC, bell),
  /// invisible ones (zero-width space, non-joiner, the joiners of 👨‍👩‍👧, a byte-order mark, a
  /// soft hyphen, a word joiner, a right-to-left mark), Hebrew and Arabic letters, accents
  /// typed both ways and over 600 characters.
  @Test func theHeadingIsTheTitleAndTheDetailTheArtistAndYearAsGiven() {
    let hostile =
      " De\u{301}ja\u{300}  Vu Caf\u{E9} \"live\"\tC:\\covers 🎸 \n Side A\r\nSide B\rSide C "
      + "nul\u{0} esc\u{1B}[31mred\u{1B}[0m bell\u{7} password=hunter2 "
      + "zero\u{200B}width non\u{200C}joiner \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} "
      + "\u{FEFF}bom soft\u{AD}hyphen word\u{2060}joiner mark\u{200F} "
      + "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{645}\u{631}\u{62D}\u{628}\u{627} "  // שלום مرحبا
      + String(repeating: "la ", count: 200) + "end "
    let untitled = Album(
      title: "", artist: hostile, genre: "Rock", coverURL: "u.png", year: " 01977 ")
    let long = Album(
      title: hostile, artist: "", genre: "Rock", coverURL: "l.png", year: "")
    let controller = AlbumViewController(albums: [Album.placeholders[0], untitled, long])
    controller.select(albumAt: 1)
    #expect(
      controller.detailsView.heading == "",
      "the heading is the title as given: an empty title gives an empty heading, no stand-in")
    let detail = spelledOut(controller.detailsView.detail)
    let wantedDetail = spelledOut(hostile + ",  01977 ")
    #expect(
      detail == wantedDetail,
      """
      the detail is "<artist>, <year>", each as given, scalar for scalar: nothing trimmed, cut, \
      escaped, normalised, removed or wrapped (control characters, invisible ones, right-to-left \
      letters and all 600-odd characters kept), the year 01977 kept with its zero and its spaces
      """)
    controller.select(albumAt: 2)
    let heading = spelledOut(controller.detailsView.heading)
    let wantedHeading = spelledOut(hostile)
    #expect(
      heading == wantedHeading,
      """
      the heading is the title as given, scalar for scalar: nothing trimmed, cut, escaped, \
      normalised, removed or wrapped (control characters, invisible ones, right-to-left letters \
      and all 600-odd characters kept)
      """)
    #expect(controller.detailsView.detail == ", ", "an empty artist and an empty year give \", \"")
  }

  /// The edges of a value and its length: a byte-order mark that begins a title, an artist or a
  /// year, a line break that ends one (`\n`, `\r\n` and a lone `\r`), and a title and an artist
  /// of over 12 000 characters.
  @Test func theEdgesOfAValueAreKeptAndALongOneIsNeverCut() {
    let edged = Album(
      title: "\u{FEFF}Low\r\n",
      artist: "\u{FEFF}David\u{A0}Bowie \u{201C}Ziggy\u{201D} \u{2018}72\u{2019}\n", genre: "Rock",
      coverURL: "low.png", year: "\u{FEFF}1977\r")
    let long = String(repeating: "la ", count: 4000) + "end"  // 12 003 characters
    let longAlbum = Album(
      title: long, artist: long, genre: "Rock", coverURL: "la.png", year: "1977")
    let controller = AlbumViewController(albums: [Album.placeholders[0], edged, longAlbum])
    controller.select(albumAt: 1)
    let shown = [controller.detailsView.heading, controller.detailsView.detail].map(spelledOut)
    let wanted = [
      "\u{FEFF}Low\r\n",
      "\u{FEFF}David\u{A0}Bowie \u{201C}Ziggy\u{201D} \u{2018}72\u{2019}\n, \u{FEFF}1977\r",
    ].map(spelledOut)
    #expect(
      shown == wanted,
      """
      the heading and the detail show each value as given, its edges too: a byte-order mark \
      that begins a value stays, and a line break that ends one (\\n, \\r\\n or a lone \\r) \
      stays, nothing trimmed, removed or replaced (a no-break space and curly quotes stay too)
      """)
    controller.select(albumAt: 2)
    let shownLong = [controller.detailsView.heading, controller.detailsView.detail]
      .map(spelledOut)
    let wantedLong = [long, "\(long), 1977"].map(spelledOut)
    #expect(
      shownLong == wantedLong,
      "each value as given, however long: a title and an artist of 12 003 characters are never cut"
    )
  }

  /// Every control, invisible, separator and bidirectional character Unicode has
  /// (`everyInvisibleCharacter`, in InvisibleCharacters.swift), with every printable ASCII
  /// character in a title, an artist and a year: the heading and the detail show them as given.
  @Test func everyInvisibleCharacterIsShownAsGiven() {
    let odd = everyInvisibleCharacter + everyPrintableASCIICharacter
    let album = Album(
      title: "Low" + odd, artist: odd + "David Bowie", genre: "Rock", coverURL: "low.png",
      year: odd + "1977" + odd)
    let controller = AlbumViewController(albums: [Album.placeholders[0], album])
    controller.select(albumAt: 1)
    expectKept(
      controller.detailsView.heading, as: "Low" + odd,
      "the heading shows the title as given, scalar for scalar: every control character (C0, DEL, C1), odd space, invisible format character, line or paragraph separator (U+2028, U+2029), bidirectional mark, embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), variation selector and tag character stays, and every printable ASCII character (quotes, a backslash, &, <, >, |), nothing stripped, escaped or replaced"
    )
    expectKept(
      controller.detailsView.detail, as: odd + "David Bowie, " + odd + "1977" + odd,
      "the detail shows the artist and the year as given, scalar for scalar: every control character (C0, DEL, C1), odd space, invisible format character, line or paragraph separator (U+2028, U+2029), bidirectional mark, embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), variation selector and tag character stays, and every printable ASCII character (quotes, a backslash, &, <, >, |), nothing stripped, escaped or replaced"
    )
  }

  /// `text` with every scalar but printable ASCII spelled out as `\u{…}` (and `\t`, `\n`,
  /// `\r`, `\0`): one scalar missing or changed shows where, and nothing printed drives the
  /// terminal.
  func spelledOut(_ text: String) -> String {
    text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
  }
}
