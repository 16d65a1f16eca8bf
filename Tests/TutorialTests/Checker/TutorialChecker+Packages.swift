import Foundation

extension TutorialChecker {
  /// This package: the folder three levels above this file (`Tests/TutorialTests/Checker/`).
  static let package = TutorialChecker(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent())

  /// The fixture package beside the tests, whose chapters each hold one kind of mistake.
  static let fixtures = TutorialChecker(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures"))
}
