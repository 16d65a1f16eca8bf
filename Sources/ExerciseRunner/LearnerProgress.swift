import Foundation

/// How far the learner has got: which exercises pass and which one they are on.
///
/// It lives in `Exercises/.progress`, a plain text file git ignores, so it is the learner's,
/// never the kit's, and deleting it starts over:
///
/// ```
/// current facade-library-api
/// done mvc-album
/// done mvc-album-store
/// ```
struct LearnerProgress: Equatable {
  /// The names of the exercises that have passed a check.
  var done: Set<String> = []
  /// The exercise the learner is on, once `next` has moved them along.
  var current: String?

  /// The exercise the learner is on: the one `next` chose, or else the first not done yet.
  ///
  /// `nil` when every exercise is done.
  func currentExercise(in exercises: [Exercise]) -> Exercise? {
    if let current, let exercise = exercises.first(where: { $0.name == current }) {
      return exercise
    }
    return exercises.first { !done.contains($0.name) }
  }
}

extension LearnerProgress {
  private static let header = """
    # Your progress through the BlueLibrary exercises, kept by `swift run kit`.
    # Delete this file to start over.
    """

  /// Reads the progress file; a missing file means nothing is done yet.
  ///
  /// Unknown lines are skipped rather than refused: the file is the learner's to edit.
  static func load(from url: URL) -> LearnerProgress {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return LearnerProgress() }
    var progress = LearnerProgress()
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard words.count == 2 else { continue }
      switch words[0] {
      case "done": progress.done.insert(words[1])
      case "current": progress.current = words[1]
      default: continue
      }
    }
    return progress
  }

  /// Writes the progress file, the finished exercises in a stable order.
  func save(to url: URL) throws {
    var lines = [Self.header]
    if let current { lines.append("current \(current)") }
    lines += done.sorted().map { "done \($0)" }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url, options: .atomic)
  }
}
