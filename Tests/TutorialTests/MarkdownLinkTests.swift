import Testing

@Suite struct MarkdownLinkTests {
  private func destinations(_ text: String) -> [String] {
    MarkdownChapter(text).links.map(\.destination)
  }

  @Test func inlineLinksAndImagesAreFound() {
    #expect(
      destinations("See [the model](../Sources/MVC/Model/Album.swift) and ![a cover](cover.png).")
        == ["../Sources/MVC/Model/Album.swift", "cover.png"])
  }

  @Test func aLinkWrappedOntoTheNextLineIsFoundOnTheLineItStarts() {
    let links = MarkdownChapter("Intro.\n\nRead [the\nindex](README.md#learn) now.\n").links
    #expect(
      links == [
        .init(line: 3, written: "[the index](README.md#learn)", destination: "README.md#learn")
      ]
    )
  }

  @Test func anImageInsideALinkGivesTwoLinks() {
    #expect(destinations("[![cover](cover.png)](page.md)") == ["page.md", "cover.png"])
  }

  @Test func codeSpansEscapesAndFencedBlocksHoldNoLinks() {
    #expect(
      destinations("`[a](x.md)` and ``[b](y.md)`` and \\[c](z.md)\n\n```text\n[d](w.md)\n```\n")
        == [])
  }

  @Test func titlesAndAngleBracketsAreNotPartOfTheDestination() {
    #expect(
      destinations("[a](x.md \"Title\") [b](<with space.md>)") == ["x.md", "with space.md"])
  }

  @Test func parenthesesInADestinationAreBalanced() {
    #expect(destinations("[a](Name_(band).md)") == ["Name_(band).md"])
  }

  @Test func referenceDefinitionsAreLinks() {
    #expect(destinations("[seed]: ../Sources/MVC/MVC.swift\n") == ["../Sources/MVC/MVC.swift"])
  }

  @Test func aLinkSplitsIntoAPercentDecodedPathAndAnchor() {
    let link = MarkdownLink(line: 1, written: "", destination: "My%20File.md#some-heading")
    #expect(link.path == "My File.md")
    #expect(link.anchor == "some-heading")
    #expect(!link.isExternal)
  }

  @Test func linksWithASchemeAreExternal() {
    for destination in ["https://swift.org", "http://example.com/a.md", "mailto:a@b.c"] {
      #expect(MarkdownLink(line: 1, written: "", destination: destination).isExternal)
    }
  }

  @Test func headingsAreATXLinesWithOneToSixHashes() {
    #expect(MarkdownChapter.headingText("## Run the demo") == "Run the demo")
    #expect(MarkdownChapter.headingText("### Closed ###") == "Closed")
    #expect(MarkdownChapter.headingText("# C#") == "C#")
    #expect(MarkdownChapter.headingText("#hashtag") == nil)
    #expect(MarkdownChapter.headingText("####### seven") == nil)
    #expect(MarkdownChapter.headingText("    # indented code") == nil)
  }

  @Test func slugsAreGitHubs() {
    #expect(MarkdownChapter.slug(forHeading: "How chapters stay true") == "how-chapters-stay-true")
    #expect(MarkdownChapter.slug(forHeading: "2014 → today") == "2014--today")
    #expect(MarkdownChapter.slug(forHeading: "`LibraryAPI`, the facade") == "libraryapi-the-facade")
    #expect(MarkdownChapter.slug(forHeading: "Step 1: the *model*") == "step-1-the-model")
    #expect(
      MarkdownChapter.slug(forHeading: "[Album](Album.swift) as a value") == "album-as-a-value")
    #expect(MarkdownChapter.slug(forHeading: "代码 Code") == "代码-code")
  }

  @Test func aCodeSpanInAHeadingKeepsItsTextAndHTMLTagsGo() {
    #expect(
      MarkdownChapter.slug(forHeading: "`Mutex<[String]>` guards it") == "mutexstring-guards-it")
    #expect(MarkdownChapter.slug(forHeading: "a <em>real</em> tag") == "a-real-tag")
  }

  @Test func aRepeatedHeadingGetsANumberedAnchor() {
    let chapter = MarkdownChapter("# Run\n\n## Run\n\n```sh\n# Run\n```\n## Run\n")
    #expect(chapter.headingAnchors == ["run", "run-1", "run-2"])
  }
}
