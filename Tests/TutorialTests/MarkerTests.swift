import Testing

@Suite struct MarkerTests {
  @Test func anIncludeNamesAFileAndARegion() throws {
    #expect(
      try Marker.parse("<!-- include: Sources/MVC/Model/Album.swift#album -->")
        == .include(path: "Sources/MVC/Model/Album.swift", region: "album"))
  }

  @Test func anIncludeWithoutARegionQuotesTheWholeFile() throws {
    #expect(
      try Marker.parse("<!-- include: Sources/Facade/LibraryError.swift -->")
        == .include(path: "Sources/Facade/LibraryError.swift", region: nil))
  }

  @Test func aHistoricalMarkerGivesAYear() throws {
    #expect(try Marker.parse("<!-- historical: 2014 -->") == .historical(year: 2014))
  }

  @Test func anOutputMarkerNamesADemoAndOptionallyALineRange() throws {
    #expect(try Marker.parse("<!-- output: MVCDemo -->") == .output(demo: "MVCDemo", lines: nil))
    #expect(
      try Marker.parse("<!-- output: MVCDemo#lines 1-7 -->")
        == .output(demo: "MVCDemo", lines: 1...7))
  }

  @Test func spacesAroundTheMarkerAreAllowed() throws {
    #expect(try Marker.parse("  <!--historical:2014-->  ") == .historical(year: 2014))
  }

  @Test func proseAndOrdinaryCommentsAreNotMarkers() throws {
    #expect(try Marker.parse("Some prose.") == nil)
    #expect(try Marker.parse("<!-- just a comment -->") == nil)
    #expect(try Marker.parse("<!-- a comment: with a colon after several words -->") == nil)
  }

  @Test func anUnknownKindIsAnError() {
    #expect(
      throws: MarkerError(
        "'<!-- ouput: MVCDemo -->' is not a marker this checker knows; the markers are 'include:', 'historical:', 'output:'"
      )
    ) {
      try Marker.parse("<!-- ouput: MVCDemo -->")
    }
  }

  @Test func anIncludeWithNoFileOrAnEmptyRegionIsAnError() {
    for marker in [
      "<!-- include: -->", "<!-- include: Sources/A.swift# -->", "<!-- include: #a -->",
    ] {
      #expect(
        throws: MarkerError(
          "'\(marker)' should name a file and, optionally, a region: "
            + "<!-- include: Sources/<path>.swift#<region> -->")
      ) { try Marker.parse(marker) }
    }
  }

  @Test func aHistoricalMarkerWithoutAYearIsAnError() {
    #expect(
      throws: MarkerError(
        "'<!-- historical: long ago -->' should give the listing's year: <!-- historical: 2014 -->")
    ) { try Marker.parse("<!-- historical: long ago -->") }
  }

  @Test func anOutputRangeMustRunForwardsFromLineOne() {
    for marker in [
      "<!-- output: MVCDemo#lines 4-2 -->", "<!-- output: MVCDemo#lines 0-2 -->",
      "<!-- output: MVCDemo#line 4 -->", "<!-- output: MVC Demo -->",
    ] {
      #expect(
        throws: MarkerError(
          "'\(marker)' should name a demo and, optionally, a line range: "
            + "<!-- output: MVCDemo --> or <!-- output: MVCDemo#lines 1-7 -->")
      ) { try Marker.parse(marker) }
    }
  }

  @Test func regionNamesAreOneWordOfLettersDigitsAndPunctuation() {
    #expect(Marker.isRegionName("album-view.init_2"))
    #expect(!Marker.isRegionName(""))
    #expect(!Marker.isRegionName("two words"))
    #expect(!Marker.isRegionName("album#1"))
  }
}
