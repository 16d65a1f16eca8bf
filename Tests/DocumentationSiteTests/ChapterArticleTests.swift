import Testing

@testable import DocumentationSite

/// A chapter becomes a DocC article: types link to their pages, pages to pages, and what DocC
/// cannot render is rewritten rather than lost.
@Suite struct ChapterArticleTests {
  let symbols = SymbolIndex(types: [
    "Adapter": ["HorizontalScroller", "HorizontalScrollerDelegate"],
    "MVC": ["Album", "AlbumView"],
    "Facade": ["LibraryAPI"],
    "Singleton": ["LibraryAPI", "Logger"],
  ])

  func article(_ markdown: String, page: String = "05-Adapter.md", chinese: Bool = false)
    -> String
  {
    ChapterArticle(markdown: markdown, fileName: page, chinese: chinese, symbols: symbols).text
  }

  @Test func aTypeBecomesASymbolLinkThroughItsModule() {
    #expect(
      article("The `HorizontalScroller` shows an `Album`.")
        == "The ``Adapter/HorizontalScroller`` shows an ``MVC/Album``.")
  }

  @Test func aNameTwoModulesShareLinksToTheChaptersOwnModule() {
    #expect(article("Ask `LibraryAPI`.", page: "03-Facade.md") == "Ask ``Facade/LibraryAPI``.")
  }

  @Test func aNameTwoOtherModulesShareLinksNowhere() {
    #expect(article("Ask `LibraryAPI`.") == "Ask `LibraryAPI`.")
  }

  @Test func codeThatIsNotATypeNameStaysCode() {
    let text = "Call `reload()`, `scroller.delegate`, `[Album]`, `Album.placeholders` or `View`."
    #expect(article(text) == text)
  }

  @Test func aLinkToAChapterLeadsToItsArticleWithItsOwnWords() {
    #expect(
      article("Read [chapter 1](01-MVC.md#the-model) first.")
        == "Read [chapter 1](<doc:01-MVC>) first.")
  }

  @Test func aChineseLinkLeadsToTheChineseArticle() {
    #expect(
      article("先读[第 1 章](01-MVC.md)。", chinese: true) == "先读[第 1 章](<doc:01-MVC-zh-Hans>)。")
  }

  @Test func aLinkFromAChinesePageToAnEnglishPageLeadsThere() {
    #expect(article("[English](../05-Adapter.md)", chinese: true) == "[English](<doc:05-Adapter>)")
  }

  @Test func theLearningPathIsAnArticleNamedForWhatItIs() {
    #expect(article("Back to [the path](README.md).") == "Back to [the path](<doc:LearningPath>).")
  }

  @Test func aLinkIntoTheRepositoryKeepsItsWords() {
    let text =
      "Do [`mvc-album`](../Exercises/01-mvc-album/README.md) in "
      + "[the view](../Sources/MVC/View/AlbumView.swift)."
    #expect(article(text) == "Do `mvc-album` in the view.")
  }

  @Test func aLinkOutOfTheRepositoryKeepsItsWords() {
    #expect(article("[up](../../../etc/passwd)") == "up")
  }

  @Test func aWebLinkStays() {
    let text = "See [the guidelines](https://www.swift.org/documentation/api-design-guidelines/)."
    #expect(article(text) == text)
  }

  @Test func aCodeSpanInsideALinksWordsIsNotLinkedTwice() {
    #expect(article("[`Album`](01-MVC.md)") == "[`Album`](<doc:01-MVC>)")
  }

  @Test func commentsGoAndCodeBlocksStayExactlyAsWritten() {
    let markdown = """
      <!-- translation-of: ../05-Adapter.md fnv1a64: 0 -->
      # Title

      <!-- include: Sources/Adapter/X.swift#x -->
      ```swift
      let album: Album = `Album`
      ```
      <!--
      a comment over
      two lines -->
      After.
      """
    #expect(article(markdown) == "# Title\n\n```swift\nlet album: Album = `Album`\n```\nAfter.")
  }

  @Test func anAnswerBehindDetailsShowsUnderALabel() {
    let markdown = """
      1. Which?
         <details><summary>Answer</summary>

         `AlbumView`.
         </details>
      """
    #expect(
      article(markdown, page: "01-MVC.md") == """
        1. Which?
           *Answer:*

           ``MVC/AlbumView``.

        """)
  }

  @Test func headingsAreLeftAlone() {
    #expect(article("## The `Album` type") == "## The `Album` type")
  }
}
