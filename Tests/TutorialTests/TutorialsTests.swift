import Testing

/// The kit's own chapters, checked against its code, its demos' golden output and each other.
///
/// When one fails, the message names the chapter line and the source line that disagree: fix
/// whichever is wrong, the chapter or the code, until they agree. `CONTRIBUTING.md` ("How
/// chapters stay true") explains the markers.
@Suite struct TutorialsTests {
  private static let checker = TutorialChecker.package

  /// English pages whose translation is not written yet, because other branches are still
  /// changing them; phase 2 of issue 14 translates them and empties this list.
  ///
  /// It cannot rot: a listed page that has a translation fails
  /// ``everyPageHasItsTranslation()``, which asks for it to be removed.
  static let pagesAwaitingTranslation: [String] = []

  @Test func thereAreChaptersToCheck() {
    let chapters = Self.checker.chapterPaths()
    #expect(chapters.contains("Tutorials/README.md"))
    #expect(chapters.contains { !$0.hasSuffix("README.md") })
  }

  @Test(arguments: checker.chapterPaths())
  func chapterAgreesWithTheCodeItQuotes(_ chapter: String) {
    for problem in Self.checker.checkChapter(chapter) {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  /// The root README quotes the app's real screen, so it is held to the same rules.
  @Test func theReadmeAgreesWithTheCodeItQuotes() {
    for problem in Self.checker.checkChapter("README.md") {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  /// The translated README quotes the same screen, so it is held to the same rules.
  @Test func theTranslatedReadmeAgreesWithTheCodeItQuotes() {
    let readme = TutorialChecker.translationPath(of: "README.md")
    guard Self.checker.read(readme) != nil else {
      // everyPageHasItsTranslation() says whether it may be missing.
      return
    }
    for problem in Self.checker.checkChapter(readme) {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  /// The maintainers' guide shows markers and links too, so it is held to the same rules.
  @Test func theContributingGuideAgreesWithTheCodeItQuotes() {
    #expect(Self.checker.read("CONTRIBUTING.md") != nil)
    for problem in Self.checker.checkChapter("CONTRIBUTING.md") {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  @Test func regionMarkersInSourcesAreBalanced() {
    for problem in Self.checker.checkRegionMarkers(under: "Sources") {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  @Test func everyRegionInSourcesIsQuotedByAChapter() {
    for problem in Self.checker.unquotedRegions(
      under: "Sources", chapters: Self.checker.chapterPaths())
    {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  @Test func everyChapterIsInItsFoldersLearningPath() {
    for problem in Self.checker.chaptersMissingFromTheirIndex(Self.checker.chapterPaths()) {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  @Test(
    arguments: checker.chapterPaths().filter {
      TutorialChecker.isPatternChapter($0) && !TutorialChecker.isTranslation($0)
    })
  func patternChapterHasTheTeachingSectionsAndADiagram(_ chapter: String) {
    for problem in Self.checker.missingTeaching(in: chapter) {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  /// Chapters 01 to 10, in every language, stay within the words a learner can finish; on
  /// failure the message lists every chapter's count, to see where the words went.
  @Test func everyNumberedChapterIsShortEnoughToFinish() {
    let numbered = Self.checker.chapterPaths().filter {
      TutorialChecker.chapterNumber(of: $0).map { (1...10).contains($0) } ?? false
    }
    #expect(!numbered.isEmpty)
    let tooLong = numbered.flatMap { Self.checker.proseTooLong(in: $0) }
    guard !tooLong.isEmpty else { return }
    let counts = numbered.compactMap { path in
      Self.checker.read(path).map { "  \(path): \(proseWordCount(in: MarkdownChapter($0))) words" }
    }
    for problem in tooLong {
      Issue.record(
        Comment(
          rawValue: problem.description + "\nEvery chapter's prose:\n"
            + counts.joined(separator: "\n")))
    }
  }

  /// The exercises' pages, in every language, link only to files and headings that exist.
  @Test(
    arguments: checker.exercisePages()
      + checker.translationPaths().filter { $0.hasPrefix("Exercises/") })
  func exercisePageLinksResolve(_ page: String) {
    for problem in Self.checker.checkLinks(in: page) {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  @Test func everyPageHasItsTranslation() {
    for problem in Self.checker.missingTranslations(pending: Self.pagesAwaitingTranslation) {
      Issue.record(Comment(rawValue: problem.description))
    }
  }

  /// A translation records the version of the English page it follows, keeps its outline and
  /// listings, and sends its reader to translated pages; `CONTRIBUTING.md` ("Translations") says
  /// how to bring one up to date.
  @Test(arguments: checker.translationPaths())
  func translationFollowsItsEnglishPage(_ translation: String) {
    for problem in Self.checker.checkTranslation(translation) {
      Issue.record(Comment(rawValue: problem.description))
    }
  }
}
