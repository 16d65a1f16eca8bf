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
}
