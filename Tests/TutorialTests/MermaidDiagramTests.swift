import Testing

@Suite struct MermaidDiagramTests {
  private func names(_ text: String) -> [String] {
    MermaidDiagram(lines: lines(of: text)).names.map(\.name)
  }

  @Test func aClassDiagramNamesClassesRelationEndsMembersAndAnnotations() {
    let diagram = """
      classDiagram
        class View~T~
        class Label["a label"]
        View <|-- ImageView : inherits
        Album "1" o-- "many" Label
        AlbumView : +coverURL String
        <<protocol>> HorizontalScrollerDelegate
        note for Album "free text"
      """
    #expect(
      names(diagram) == [
        "View", "Label", "ImageView", "Album", "AlbumView", "HorizontalScrollerDelegate",
      ])
  }

  @Test func aClassBodyHoldsMembersNotNames() {
    #expect(
      names("classDiagram\n  class Album {\n    +title String\n    Label\n  }\n") == ["Album"])
  }

  @Test func aSequenceDiagramNamesParticipantsByWhatTheReaderSeesButNotActors() {
    let diagram = """
      sequenceDiagram
        actor User
        participant C as AlbumController
        User->>C: tap
        C->>+AlbumView: isHighlighted = true
        loop each album
          C-->>LibraryAPI: albums
        end
        Note over C: free text
      """
    #expect(names(diagram) == ["AlbumController", "AlbumView", "LibraryAPI"])
  }

  @Test func commentsAndQuotedLabelsAreFreeText() {
    #expect(names("classDiagram\n  %% Nothing here\n  A --> B : \"C D\"\n") == ["A", "B"])
  }

  @Test func theKindIsTheFirstWord() {
    #expect(MermaidDiagram(lines: ["", "flowchart LR", "A --> B"]).kind == "flowchart")
  }
}

@Suite struct DeclaredTypesTests {
  @Test func declarationsAndExtensionsNameTypesButCommentsAndMembersDoNot() {
    let source = """
      /// A class that draws.
      public final class AlbumView: View {
        class func make() {}
      }
      extension LibraryAPI.Change: Sendable {}
      protocol Delegate<Item>: AnyObject {}
      public typealias Handler = () -> Void
      actor Store {}
      enum Mode { case a }
      struct Album {}
      """
    #expect(
      declaredTypeNames(in: source) == [
        "AlbumView", "LibraryAPI.Change", "Change", "Delegate", "Handler", "Store", "Mode", "Album",
      ])
  }
}

@Suite struct ProseWordsTests {
  @Test func wordsAreSpaceSeparatedRunsWithALetterOrDigit() {
    #expect(wordCount("The view — a `View` | 2014 | draws.") == 6)
  }

  @Test func chineseCharactersCountAsWordsOneAndAHalfAtATime() {
    // Six characters make four words, and "Observer" one more.
    #expect(wordCount("观察者模式 Observer。观") == 5)
    #expect(wordCount("观察者模式") == 3)
  }

  @Test func aDetailsTagInACodeSpanIsProseNotAnAnswer() {
    #expect(
      proseWordCount(in: MarkdownChapter("Fold each answer in `<details>`, then move on.")) == 8)
  }

  @Test func codeCommentsAndFoldedAnswersAreNotProse() {
    let chapter = MarkdownChapter(
      """
      One [two](x.md) three.
      <!-- four
      five -->
      ```swift
      let six = 6
      ```
      <details><summary>Seven</summary>
      eight
      </details> nine
      """)
    #expect(proseWordCount(in: chapter) == 4)
  }
}
