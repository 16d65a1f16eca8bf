import Testing

/// The kit's own chapters, checked against its code, its demos' golden output and each other.
///
/// When one fails, the message names the chapter line and the source line that disagree: fix
/// whichever is wrong, the chapter or the code, until they agree. `Tutorials/README.md` ("How
/// chapters stay true") explains the markers.
@Suite struct TutorialsTests {
  private static let checker = TutorialChecker.package

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
}
