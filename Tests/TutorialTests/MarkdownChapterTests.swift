import Testing

@Suite struct MarkdownChapterTests {
  @Test func aBlockKeepsItsLanguageLinesAndFenceLines() {
    let chapter = MarkdownChapter("Intro\n\n```swift\nlet a = 1\n\nlet b = 2\n```\nAfter\n")
    #expect(
      chapter.blocks == [
        .init(
          language: "swift", openingLine: 3, closingLine: 7, lines: ["let a = 1", "", "let b = 2"],
          label: .none)
      ])
    #expect(chapter.prose.map(\.number) == [1, 2, 8])
  }

  @Test func theLanguageIsTheFirstWordOfTheInfoString() {
    #expect(MarkdownChapter("``` swift title=\"A\"\n```\n").blocks.map(\.language) == ["swift"])
    #expect(MarkdownChapter("```\n```\n").blocks.map(\.language) == [""])
  }

  @Test func tildesAndLongerFencesAreFencesToo() {
    let chapter = MarkdownChapter("~~~text\n```\n~~~\n````markdown\n```swift\n```\n````\n")
    #expect(chapter.blocks.map(\.lines) == [["```"], ["```swift", "```"]])
  }

  @Test func aFencesIndentationIsRemovedFromItsLines() {
    let chapter = MarkdownChapter("1. Step\n\n   ```sh\n   swift run\n     indented\n   ```\n")
    #expect(chapter.blocks.map(\.lines) == [["swift run", "  indented"]])
  }

  @Test func fourSpacesOfIndentationIsNotAFence() {
    #expect(MarkdownChapter("    ```swift\n    code\n    ```\n").blocks == [])
  }

  @Test func aBacktickFenceCannotHaveBackticksInItsInfoString() {
    #expect(MarkdownChapter("```inline``` code\n").blocks == [])
  }

  @Test func anUnclosedBlockRunsToTheEnd() {
    let chapter = MarkdownChapter("```swift\nlet a = 1\n")
    #expect(chapter.blocks.map(\.closingLine) == [nil])
    #expect(chapter.blocks.map(\.lines) == [["let a = 1"]])
  }

  @Test func theMarkerDirectlyAboveABlockLabelsIt() {
    let chapter = MarkdownChapter("<!-- historical: 2014 -->\n```swift\nold()\n```\n")
    #expect(chapter.blocks.map(\.label) == [.marker(.historical(year: 2014), line: 1)])
    #expect(chapter.strayMarkers == [])
  }

  @Test func aMarkerWithABlankLineUnderItIsStray() {
    let chapter = MarkdownChapter("<!-- historical: 2014 -->\n\n```swift\nold()\n```\n")
    #expect(chapter.blocks.map(\.label) == [.none])
    #expect(chapter.strayMarkers == [.init(number: 1, text: "<!-- historical: 2014 -->")])
  }

  @Test func aMarkerOnTheLastLineIsStray() {
    #expect(MarkdownChapter("Text\n<!-- output: MVCDemo -->\n").strayMarkers.map(\.number) == [2])
  }

  @Test func anInvalidMarkerAboveABlockIsKeptWithItsError() {
    let chapter = MarkdownChapter("<!-- historical: soon -->\n```swift\n```\n")
    #expect(
      chapter.blocks.map(\.label) == [
        .invalid(
          MarkerError(
            "'<!-- historical: soon -->' should give the listing's year: <!-- historical: 2014 -->"),
          line: 1)
      ])
  }

  @Test func aBlocksLinesMapBackToChapterLines() {
    let block = MarkdownChapter("a\n```text\nfirst\nsecond\n```\n").blocks[0]
    #expect(block.chapterLine(ofLineAt: 0) == 3)
    #expect(block.chapterLine(ofLineAt: 1) == 4)
  }
}
