import Testing

@Suite struct SwiftSourceTests {
  private let source = SwiftSource(
    path: "Sources/A/Album.swift",
    text: """
      // tutorial:begin album
      struct Album {
        var title: String

        // tutorial:begin describe
        func describe() -> String {
          title
        }
        // tutorial:end describe
      }
      // tutorial:end album

      """)

  @Test func aRegionIsTheLinesBetweenItsMarkers() {
    #expect(source.regions.map(\.name) == ["album", "describe"])
    #expect(source.regions.map(\.beginLine) == [1, 5])
    #expect(source.regions.map(\.endLine) == [11, 9])
  }

  @Test func anExcerptLosesItsCommonIndentationAndKeepsItsLineNumbers() {
    #expect(
      source.excerpt("describe")
        == [
          .init(number: 6, text: "func describe() -> String {"),
          .init(number: 7, text: "  title"),
          .init(number: 8, text: "}"),
        ])
  }

  @Test func aRegionHoldingAnotherShowsNeitherOnesMarkers() {
    #expect(
      source.excerpt("album")?.map(\.text)
        == [
          "struct Album {", "  var title: String", "", "  func describe() -> String {",
          "    title", "  }", "}",
        ])
  }

  @Test func theWholeFileIsEveryLineButTheMarkers() {
    #expect(source.excerpt(nil)?.map(\.number) == [2, 3, 4, 6, 7, 8, 10])
  }

  @Test func aMissingRegionHasNoExcerpt() {
    #expect(source.excerpt("title") == nil)
  }

  @Test func theLineAfterARegionIsItsEndMarkerAndAfterTheFileItsEnd() {
    #expect(source.lineAfter("describe") == 9)
    #expect(source.lineAfter(nil) == 12)
  }

  @Test func wellFormedMarkersHaveNoProblems() {
    #expect(source.problems == [])
  }

  @Test func aMarkerMustBeALineOfItsOwn() {
    let source = SwiftSource(path: "A.swift", text: "let a = 1  // tutorial:begin a\n")
    #expect(source.regions == [])
    #expect(source.problems == [])
    #expect(source.excerpt(nil)?.map(\.text) == ["let a = 1  // tutorial:begin a"])
  }

  @Test func danglingDuplicatedAndMalformedMarkersAreProblems() {
    let source = SwiftSource(
      path: "A.swift",
      text: """
        // tutorial:begin open
        // tutorial:end stray
        // tutorial:begin twice
        // tutorial:end twice
        // tutorial:begin twice
        // tutorial:end twice
        // tutorial:begin
        // tutorial:start x

        """)
    let malformed =
      "is not a region marker; write '// tutorial:begin <name>' or '// tutorial:end <name>' "
      + "(a name is letters, digits, '-', '_' and '.')"
    #expect(
      source.problems.map(\.description) == [
        "A.swift:1: region 'open' begins here but never ends; add '// tutorial:end open'",
        "A.swift:2: region 'stray' ends here but never began",
        "A.swift:5: region 'twice' begins again; it already began on line 3",
        "A.swift:7: '// tutorial:begin' \(malformed)",
        "A.swift:8: '// tutorial:start x' \(malformed)",
      ])
    #expect(source.regions.map(\.name) == ["twice"])
  }
}
