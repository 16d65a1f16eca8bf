import Testing

@Suite struct TutorialCheckerTests {
  private let checker = TutorialChecker.fixtures

  @Test func aLinkResolvesFromTheChaptersFolder() {
    #expect(
      checker.resolve("../Sources/MVC/MVC.swift", from: "Tutorials/01-MVC.md")
        == "Sources/MVC/MVC.swift")
    #expect(
      checker.resolve("./02-Singleton.md", from: "Tutorials/01-MVC.md")
        == "Tutorials/02-Singleton.md")
    #expect(
      checker.resolve("../01-MVC.md", from: "Tutorials/zh-Hans/01-MVC.md") == "Tutorials/01-MVC.md")
  }

  @Test func aLinkStartingWithASlashResolvesFromThePackageRoot() {
    #expect(checker.resolve("/README.md", from: "Tutorials/zh-Hans/01-MVC.md") == "README.md")
  }

  @Test func aLinkAboveThePackageRootDoesNotResolve() {
    #expect(checker.resolve("../../Package.swift", from: "Tutorials/01-MVC.md") == nil)
  }

  @Test func filesAreFoundAtAnyDepthSorted() {
    #expect(
      checker.files(under: "Sources", withExtension: "swift") == [
        "Sources/Sample/Audience.swift", "Sources/Sample/Dangling.swift",
        "Sources/Sample/Greeting.swift",
      ])
  }

  @Test func aChaptersNumberAndLanguageAreReadFromItsPath() {
    #expect(TutorialChecker.chapterNumber(of: "Tutorials/05-Adapter.md") == 5)
    #expect(TutorialChecker.chapterNumber(of: "Tutorials/zh-Hans/10-The-App.md") == 10)
    #expect(TutorialChecker.chapterNumber(of: "Tutorials/Glossary.md") == nil)
    #expect(TutorialChecker.isPatternChapter("Tutorials/09-Delegation.md"))
    #expect(!TutorialChecker.isPatternChapter("Tutorials/10-The-App.md"))
    #expect(TutorialChecker.isTranslation("Tutorials/zh-Hans/01-MVC.md"))
    #expect(!TutorialChecker.isTranslation("Tutorials/01-MVC.md"))
  }
}
