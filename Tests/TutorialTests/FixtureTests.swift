import Testing

/// Each fixture chapter holds one kind of mistake; these tests prove the checker reports each,
/// in exactly these words, and nothing in a chapter that has none.
///
/// The fixtures are a tiny package in `Fixtures/`: `Sources/Sample/`, a golden file in
/// `Tests/DemoTests/Golden/`, and `Tutorials/`, whose README says what each chapter proves.
@Suite struct FixtureTests {
  private let checker = TutorialChecker.fixtures

  private func problems(in chapter: String) -> [String] {
    checker.checkChapter("Tutorials/\(chapter)").map(\.description)
  }

  @Test func everyChapterIsFoundTranslationsIncluded() {
    #expect(
      checker.chapterPaths() == [
        "Tutorials/01-missing-teaching.md", "Tutorials/02-teaching.md", "Tutorials/README.md",
        "Tutorials/broken-links.md", "Tutorials/drifted-block.md", "Tutorials/good.md",
        "Tutorials/made-up-diagram.md", "Tutorials/misplaced-markers.md",
        "Tutorials/missing-source.md", "Tutorials/unlisted.md", "Tutorials/unmarked-block.md",
        "Tutorials/wrong-output.md", "Tutorials/zh-Hans/01-missing-teaching.md",
        "Tutorials/zh-Hans/02-teaching.md", "Tutorials/zh-Hans/README.md",
        "Tutorials/zh-Hans/good.md", "Tutorials/zh-Hans/missing-source.md",
        "Tutorials/zh-Hans/unlisted.md",
      ])
  }

  @Test func aChapterUsingEveryMarkerAndLinkCorrectlyHasNoProblems() {
    #expect(problems(in: "good.md") == [])
    #expect(problems(in: "README.md") == [])
  }

  @Test func aTranslatedChapterIsCheckedTheSameWay() {
    #expect(problems(in: "zh-Hans/good.md") == [])
    #expect(problems(in: "zh-Hans/README.md") == [])
  }

  @Test func aTranslationFollowingItsEnglishPageHasNoProblems() {
    #expect(checker.checkTranslation("Tutorials/zh-Hans/good.md") == [])
    #expect(checker.checkTranslation("Tutorials/zh-Hans/README.md") == [])
  }

  @Test func aTranslationOfAPageThatChangedSinceFailsWithTheNewHash() {
    let record = "<!-- translation-of: ../unlisted.md fnv1a64: e81f8e67f72f9d62 -->"
    #expect(
      checker.record(forTranslationOf: "Tutorials/unlisted.md", at: "Tutorials/zh-Hans/unlisted.md")
        == record)
    #expect(
      checker.checkTranslation("Tutorials/zh-Hans/unlisted.md").map(\.description) == [
        """
        Tutorials/zh-Hans/unlisted.md:1: Tutorials/unlisted.md has changed since this \
        translation was made: it recorded fnv1a64 0123456789abcdef, the page is now \
        e81f8e67f72f9d62.
        Bring the translation up to date with what changed (CONTRIBUTING.md, "Translations", \
        shows how to see it), then record: \(record)
        """
      ])
  }

  @Test func theExercisesPagesAreTranslatedBesideThemselves() {
    #expect(checker.exercisePages() == ["Exercises/README.md", "Exercises/01-sample/README.md"])
    #expect(
      checker.translationPaths().filter { $0.hasPrefix("Exercises/") } == [
        "Exercises/README.zh-Hans.md", "Exercises/01-sample/README.zh-Hans.md",
      ])
    #expect(checker.checkTranslation("Exercises/README.zh-Hans.md") == [])
    #expect(checker.checkLinks(in: "Exercises/README.zh-Hans.md") == [])
    #expect(checker.checkLinks(in: "Exercises/01-sample/README.zh-Hans.md") == [])
  }

  @Test func anExerciseTranslationOfAPageThatChangedSinceFailsWithTheNewHash() {
    let record = "<!-- translation-of: README.md fnv1a64: 58394f3f29ee5971 -->"
    #expect(
      checker.record(
        forTranslationOf: "Exercises/01-sample/README.md",
        at: "Exercises/01-sample/README.zh-Hans.md") == record)
    #expect(
      checker.checkTranslation("Exercises/01-sample/README.zh-Hans.md").map(\.description) == [
        """
        Exercises/01-sample/README.zh-Hans.md:1: Exercises/01-sample/README.md has changed since \
        this translation was made: it recorded fnv1a64 0123456789abcdef, the page is now \
        58394f3f29ee5971.
        Bring the translation up to date with what changed (CONTRIBUTING.md, "Translations", \
        shows how to see it), then record: \(record)
        """
      ])
  }

  @Test func aTranslationMissingASectionFailsListingBothPagesSections() {
    #expect(
      checker.checkTranslation("Tutorials/zh-Hans/02-teaching.md").map(\.description) == [
        """
        Tutorials/zh-Hans/02-teaching.md:1: the translation has 3 ## sections, its English page \
        Tutorials/02-teaching.md has 5; translate each one, in the same order:
          When to use it, and when not  |  什么时候用,什么时候不用
          Trade-offs  |  今天的 iOS 应用里
          Related patterns  |  自测
          In your iOS app today  |  (none)
          Check yourself  |  (none)
        """
      ])
  }

  @Test func aTranslationMissingABlockFailsWhereItsOutlineParts() {
    #expect(
      checker.checkTranslation("Tutorials/zh-Hans/missing-source.md").map(\.description) == [
        """
        Tutorials/zh-Hans/missing-source.md:12: from here the translation's outline differs from \
        its English page's
          translation (Tutorials/zh-Hans/missing-source.md:12): a ```swift block quoting \
        Sources/Sample/Dangling.swift#never-ends
          english     (Tutorials/missing-source.md:9): a ```swift block quoting \
        Sources/Sample/Greeting.swift#farewell
        Translate the same ## sections, with the same blocks, in the same order.
        """
      ])
  }

  @Test func aTranslationLinkingToAnEnglishPageThatIsTranslatedFails() {
    #expect(
      checker.checkTranslation("Tutorials/zh-Hans/01-missing-teaching.md").map(\.description) == [
        "Tutorials/zh-Hans/01-missing-teaching.md:4: the link [英文的示例章节](../good.md) leads a "
          + "reader of the translation to the English Tutorials/good.md; link its translation, "
          + "good.md"
      ])
  }

  /// Listings and commands stay English; only a shell comment and a file tree's notes change.
  @Test func aTranslationShowsTheEnglishListingsAndCommandsTranslatingOnlyTheirNotes() {
    func block(_ language: String, _ marker: Marker?, _ lines: [String]) -> OutlineItem {
      OutlineItem(line: 10, heading: nil, language: language, marker: marker, lines: lines)
    }
    let commands = block("sh", nil, ["swift test   # run every test"])
    #expect(block("sh", nil, ["swift test   # 运行全部测试"]).listingDifference(from: commands) == nil)
    #expect(
      block("sh", nil, ["swift build   # 运行全部测试"]).listingDifference(from: commands)
        == LineDifference(index: 0, shown: "swift build", expected: "swift test"))
    let tree = block("text", nil, ["Sources/", "  MVC/          the model"])
    #expect(
      block("text", nil, ["Sources/", "  MVC/          模型"]).listingDifference(from: tree) == nil)
    #expect(
      block("text", nil, ["Sources/", "  模型/  the model"]).listingDifference(from: tree)
        == LineDifference(index: 1, shown: "  模型/", expected: "  MVC/"))
    let listing = block("swift", .historical(year: 2014), ["let a = 1  // one"])
    #expect(
      block("swift", .historical(year: 2014), ["let a = 1  // 一"]).listingDifference(from: listing)
        == LineDifference(index: 0, shown: "let a = 1  // 一", expected: "let a = 1  // one"))
    let diagram = block("mermaid", nil, ["classDiagram", "  A --> B : asks"])
    #expect(
      block("mermaid", nil, ["classDiagram", "  A --> B : 询问"]).listingDifference(from: diagram)
        == nil)
  }

  @Test func everyEnglishPageWithoutATranslationOrListedWronglyAsPendingFails() {
    let pending = [
      "Tutorials/broken-links.md", "Tutorials/drifted-block.md", "Tutorials/made-up-diagram.md",
      "Tutorials/misplaced-markers.md",
      "Tutorials/unmarked-block.md", "Tutorials/good.md", "Tutorials/gone.md",
    ]
    #expect(
      checker.missingTranslations(pending: pending).map(\.description) == [
        "Tutorials/zh-Hans/good.md:1: Tutorials/good.md is listed as awaiting translation, but "
          + "this translation exists: take the page off the list, so the checks hold the "
          + "translation",
        "Tutorials/wrong-output.md:1: this page has no translation: write "
          + "Tutorials/zh-Hans/wrong-output.md, or list the page as awaiting translation",
        "Tutorials/gone.md:1: this page is listed as awaiting translation, but it is no English "
          + "page of the course: take it off the list",
      ])
  }

  @Test func aTranslationLivesInTheLanguageFolderOrBesideItsPage() {
    #expect(
      TutorialChecker.translationPath(of: "Tutorials/01-MVC.md") == "Tutorials/zh-Hans/01-MVC.md")
    #expect(TutorialChecker.translationPath(of: "README.md") == "README.zh-Hans.md")
    #expect(
      TutorialChecker.translationPath(of: "Exercises/01-mvc-album/README.md")
        == "Exercises/01-mvc-album/README.zh-Hans.md")
    #expect(
      TutorialChecker.englishPath(ofTranslation: "Tutorials/zh-Hans/01-MVC.md")
        == "Tutorials/01-MVC.md")
    #expect(TutorialChecker.englishPath(ofTranslation: "README.zh-Hans.md") == "README.md")
    #expect(TutorialChecker.englishPath(ofTranslation: "Tutorials/01-MVC.md") == nil)
    #expect(
      checker.relativeLink(to: "Tutorials/zh-Hans/README.md", from: "README.zh-Hans.md")
        == "Tutorials/zh-Hans/README.md")
    #expect(
      checker.relativeLink(to: "Tutorials/01-MVC.md", from: "Tutorials/zh-Hans/01-MVC.md")
        == "../01-MVC.md")
  }

  @Test func aQuotedBlockThatDriftedFromItsRegionFailsAtTheFirstDifferingLine() {
    let advice = "Copy the region again; it is quoted without its common indentation."
    let heading =
      "the ```swift block quoting Sources/Sample/Greeting.swift#greet differs from it, "
      + "first on this line"
    #expect(
      problems(in: "drifted-block.md") == [
        """
        Tutorials/drifted-block.md:9: \(heading)
          chapter (Tutorials/drifted-block.md:9): |  "Hi, \\(name)!"|
          source  (Sources/Sample/Greeting.swift:10): |  "Hello, \\(name)!"|
        \(advice)
        """,
        """
        Tutorials/drifted-block.md:20: \(heading)
          chapter (Tutorials/drifted-block.md:20): (nothing: it ends before this line)
          source  (Sources/Sample/Greeting.swift:11): |}|
        \(advice)
        """,
        """
        Tutorials/drifted-block.md:26: \(heading)
          chapter (Tutorials/drifted-block.md:26): |  /// The greeting.|
          source  (Sources/Sample/Greeting.swift:8): |/// The greeting.|
        \(advice)
        """,
        """
        Tutorials/drifted-block.md:40: \(heading)
          chapter (Tutorials/drifted-block.md:40): |greet()|
          source  (Sources/Sample/Greeting.swift:12): (nothing: it ends before this line)
        \(advice)
        """,
      ])
  }

  @Test func swiftWithoutAMarkerDirectlyAboveItFails() {
    let unmarked =
      "this ```swift block is not marked; on the line above, quote the code with "
      + "<!-- include: Sources/<path>.swift#<region> -->, or mark an old listing with "
      + "<!-- historical: 2014 -->"
    #expect(
      problems(in: "unmarked-block.md") == [
        "Tutorials/unmarked-block.md:5: \(unmarked)",
        "Tutorials/unmarked-block.md:11: this marker marks nothing: put it on the line directly "
          + "above the block's opening fence, with no blank line between",
        "Tutorials/unmarked-block.md:13: \(unmarked)",
        "Tutorials/unmarked-block.md:21: this fenced block names no language; write ```swift, "
          + "```text, ```sh... so the checker knows whether it quotes code",
      ])
  }

  @Test func anIncludeOfAMissingFileOrRegionFails() {
    #expect(
      problems(in: "missing-source.md") == [
        "Tutorials/missing-source.md:3: the include names Sources/Sample/Farewell.swift, which is "
          + "not a file in the package",
        "Tutorials/missing-source.md:8: Sources/Sample/Greeting.swift has no region 'farewell'; "
          + "its regions are: greeter, greet, unquoted",
        "Tutorials/missing-source.md:15: Sources/Sample/Dangling.swift has no region "
          + "'never-ends'; its regions are: twice",
      ])
  }

  @Test func outputThatIsNotTheGoldenFileFails() {
    let advice = "Copy the output again from the golden file (run the demo after changing it)."
    #expect(
      problems(in: "wrong-output.md") == [
        """
        Tutorials/wrong-output.md:8: the ```text block showing SampleDemo's output differs from it, first on this line
          chapter (Tutorials/wrong-output.md:8): |Hello, Alan!|
          golden  (Tests/DemoTests/Golden/SampleDemo.txt:4): |Hello, Grace!|
        \(advice)
        """,
        "Tutorials/wrong-output.md:11: Tests/DemoTests/Golden/SampleDemo.txt has 4 lines; "
          + "lines 3-9 are not all in it",
        "Tutorials/wrong-output.md:16: there is no golden output for MissingDemo: "
          + "Tests/DemoTests/Golden/MissingDemo.txt does not exist",
        """
        Tutorials/wrong-output.md:25: the ```console block showing SampleDemo's output differs from it, first on this line
          chapter (Tutorials/wrong-output.md:25): |Hello, Ada!|
          golden  (Tests/DemoTests/Golden/SampleDemo.txt:3): (nothing: it ends before this line)
        \(advice)
        """,
      ])
  }

  @Test func linksToMissingFilesHeadingsCodeLinesOrOutsideThePackageFail() {
    #expect(
      problems(in: "broken-links.md") == [
        "Tutorials/broken-links.md:5: the link [a missing file](../Sources/Sample/Missing.swift) "
          + "points to Sources/Sample/Missing.swift, which does not exist",
        "Tutorials/broken-links.md:5: the link [a missing heading](good.md#the-greeting) points "
          + "to #the-greeting, which is not a heading in Tutorials/good.md",
        "Tutorials/broken-links.md:6: the link [a missing heading here](#link) points to #link, "
          + "which is not a heading in Tutorials/broken-links.md",
        "Tutorials/broken-links.md:6: the link [a code line](../Sources/Sample/Greeting.swift#L9) "
          + "points into Sources/Sample/Greeting.swift at #L9; line anchors go stale when the "
          + "file changes, so link the file, or quote a region with an include marker",
        "Tutorials/broken-links.md:7: the link [outside](../../../../Package.swift) leaves the "
          + "package; link to files inside it",
        "Tutorials/broken-links.md:8: the link [a folder's anchor](../Sources/Sample/#top) has an "
          + "anchor, but Sources/Sample is a folder",
        "Tutorials/broken-links.md:12: the link [missing]: ../Tests/DemoTests/Golden/Missing.txt "
          + "points to Tests/DemoTests/Golden/Missing.txt, which does not exist",
      ])
  }

  @Test func malformedOrMisplacedMarkersAndUnclosedFencesFail() {
    #expect(
      problems(in: "misplaced-markers.md") == [
        "Tutorials/misplaced-markers.md:3: an include marker belongs above a ```swift block, "
          + "not ```text",
        "Tutorials/misplaced-markers.md:8: a historical marker belongs above a ```swift block, "
          + "not ```sh",
        "Tutorials/misplaced-markers.md:13: an output marker belongs above a ```text or "
          + "```console block, not ```swift",
        "Tutorials/misplaced-markers.md:18: '<!-- ouput: SampleDemo -->' is not a marker this "
          + "checker knows; the markers are 'include:', 'historical:', 'output:'",
        "Tutorials/misplaced-markers.md:23: '<!-- include: -->' should name a file and, "
          + "optionally, a region: <!-- include: Sources/<path>.swift#<region> -->",
        "Tutorials/misplaced-markers.md:28: '<!-- historical: long ago -->' should give the "
          + "listing's year: <!-- historical: 2014 -->",
        "Tutorials/misplaced-markers.md:33: '<!-- output: SampleDemo#lines 4-2 -->' should name a "
          + "demo and, optionally, a line range: <!-- output: MVCDemo --> or "
          + "<!-- output: MVCDemo#lines 1-7 -->",
        "Tutorials/misplaced-markers.md:38: this marker marks nothing: put it on the line "
          + "directly above the block's opening fence, with no blank line between",
        "Tutorials/misplaced-markers.md:41: this fenced block never closes",
        "Tutorials/misplaced-markers.md:41: this ```swift block is not marked; on the line above, "
          + "quote the code with <!-- include: Sources/<path>.swift#<region> -->, or mark an old "
          + "listing with <!-- historical: 2014 -->",
      ])
  }

  @Test func danglingDuplicatedAndMalformedRegionMarkersInSourcesFail() {
    #expect(
      checker.checkRegionMarkers(under: "Sources").map(\.description) == [
        "Sources/Sample/Dangling.swift:1: region 'never-ends' begins here but never ends; add "
          + "'// tutorial:end never-ends'",
        "Sources/Sample/Dangling.swift:4: region 'never-began' ends here but never began",
        "Sources/Sample/Dangling.swift:9: region 'twice' begins again; it already began on line 6",
        "Sources/Sample/Dangling.swift:12: '// tutorial:bgein typo' is not a region marker; write "
          + "'// tutorial:begin <name>' or '// tutorial:end <name>' (a name is letters, digits, "
          + "'-', '_' and '.')",
      ])
  }

  @Test func aRegionNoChapterQuotesFails() {
    #expect(
      checker.unquotedRegions(under: "Sources", chapters: checker.chapterPaths()).map(\.description)
        == [
          "Sources/Sample/Dangling.swift:6: no chapter quotes region 'twice'; quote it, or remove "
            + "its markers",
          "Sources/Sample/Greeting.swift:16: no chapter quotes region 'unquoted'; quote it, or "
            + "remove its markers",
        ])
  }

  @Test func aChapterItsFoldersIndexDoesNotLinkFails() {
    #expect(
      checker.chaptersMissingFromTheirIndex(checker.chapterPaths()).map(\.description) == [
        "Tutorials/unlisted.md:1: Tutorials/README.md does not link to this chapter; add it to "
          + "the learning path"
      ])
  }

  @Test func aDiagramNamingATypeSourcesDoNotDeclareFails() {
    let advice = "use the real type's name, and put free text in quotes or after a ':'"
    #expect(
      problems(in: "made-up-diagram.md") == [
        "Tutorials/made-up-diagram.md:11: the diagram names 'Farewell', which no file under "
          + "Sources/ declares; \(advice)",
        "Tutorials/made-up-diagram.md:13: the diagram names 'Lobby', which no file under "
          + "Sources/ declares; \(advice)",
        "Tutorials/made-up-diagram.md:14: the diagram names 'Stranger', which no file under "
          + "Sources/ declares; \(advice)",
        "Tutorials/made-up-diagram.md:21: the diagram names 'Host', which no file under "
          + "Sources/ declares; \(advice)",
        "Tutorials/made-up-diagram.md:30: this mermaid block is a 'flowchart'; draw a "
          + "classDiagram or a sequenceDiagram, whose names the checker can hold to the code",
      ])
  }

  @Test func aPatternChapterLackingTeachingSectionsInOrderADiagramOrThreeQuestionsFails() {
    #expect(
      checker.missingTeaching(in: "Tutorials/01-missing-teaching.md").map(\.description) == [
        "Tutorials/01-missing-teaching.md:1: this pattern chapter lacks '## Trade-offs', "
          + "'## Related patterns', '## In your iOS app today', a ```mermaid diagram of the roles",
        "Tutorials/01-missing-teaching.md:6: 'Check yourself' has 2 answers in <details>; ask 3 "
          + "to 5 questions, each answer folded in its own <details>",
        "Tutorials/01-missing-teaching.md:13: '## When to use it, and when not' comes after "
          + "'## Check yourself'; order the sections as the course does: When to use it, and "
          + "when not → Trade-offs → Related patterns → In your iOS app today → Pitfalls → "
          + "Check yourself",
      ])
    #expect(problems(in: "01-missing-teaching.md") == [])
  }

  @Test func aPatternChapterWithEveryTeachingSectionPasses() {
    #expect(checker.missingTeaching(in: "Tutorials/02-teaching.md") == [])
    #expect(problems(in: "02-teaching.md") == [])
  }

  @Test func proseIsCountedWithoutCommentsOrFoldedAnswersAndHeldToTheLimit() {
    #expect(checker.proseTooLong(in: "Tutorials/02-teaching.md", limit: 50) == [])
    #expect(
      checker.proseTooLong(in: "Tutorials/02-teaching.md", limit: 49).map(\.description) == [
        "Tutorials/02-teaching.md:1: the chapter has 50 words of prose, over the 49 a learner "
          + "is asked to read; tighten it, or move depth to an appendix"
      ])
  }
}
