import CommandLineVocabulary
import Foundation

/// How far the learner has got: which exercises pass, which one they are on, and how many hints
/// of each they have seen.
///
/// It lives in `Exercises/.progress`, a plain text file git ignores, so it is the learner's,
/// never the kit's, and deleting it starts over:
///
/// ```
/// current facade-library-api
/// done mvc-album
/// done mvc-persistency
/// hints facade-library-api 2
/// ```
struct LearnerProgress: Equatable {
  /// The names of the exercises that have passed a check.
  var done: Set<String> = []
  /// The exercise the learner is on, once `next` has moved them along.
  var current: String?
  /// How many hints of each exercise `kit hint` has shown, by exercise name.
  var hintsSeen: [String: Int] = [:]

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
  /// What reading the progress file found.
  enum Reading: Equatable {
    /// There is no progress file: nothing is done yet.
    case missing
    /// The file was read whole.
    case readable(LearnerProgress)
    /// The file could not be read whole; `salvaged` is what could be understood, and `reason`
    /// says what was wrong, for the note to the learner.
    case damaged(salvaged: LearnerProgress, reason: String)
  }

  private static let header = """
    # Your progress through the BlueLibrary exercises, kept by `swift run kit`.
    # Delete this file to start over.
    """

  /// Reads the progress file at `url`.
  ///
  /// A file that is not UTF-8 text, or has a line the kit does not write, is damaged rather
  /// than empty: rewriting it from what was understood would silently drop the rest, so the
  /// caller sets it aside first (see ``Runner/setAsideDamagedProgress()``).
  static func read(from url: URL) -> Reading {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return .damaged(
        salvaged: LearnerProgress(), reason: "it could not be read: \(error.reason)")
    }
    // Lossy decoding keeps every line that is still intact around a bad byte.
    let (progress, strangeLines) = parse(String(decoding: data, as: UTF8.self))
    if String(data: data, encoding: .utf8) == nil {
      return .damaged(salvaged: progress, reason: "it is not UTF-8 text")
    }
    guard let first = strangeLines.first else { return .readable(progress) }
    let place =
      strangeLines.count == 1
      ? "line \(first) is"
      : "lines " + strangeLines.prefix(5).map(String.init).joined(separator: ", ") + " are"
    return .damaged(salvaged: progress, reason: "\(place) not one the kit writes")
  }

  /// Understands the lines the kit writes; blank lines and `#` comments are fine, and so are
  /// the line endings and spacing an editor may use (`\r\n`, tabs).
  ///
  /// - Returns: The progress, and the 1-based numbers of the lines it did not understand.
  static func parse(_ text: String) -> (LearnerProgress, strangeLines: [Int]) {
    var progress = LearnerProgress()
    var strangeLines: [Int] = []
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let keyword = words.first, !keyword.hasPrefix("#") else { continue }
      switch (keyword, words.count) {
      case ("done", 2): progress.done.insert(words[1])
      case ("current", 2): progress.current = words[1]
      case ("hints", 3) where Int(words[2]).map({ $0 >= 0 }) == true:
        progress.hintsSeen[words[1]] = Int(words[2])
      default: strangeLines.append(index + 1)
      }
    }
    return (progress, strangeLines)
  }

  /// Writes the progress file in a stable order, atomically: a new file is written beside it
  /// and renamed over it, so an interrupted save leaves the old file whole.
  func save(to url: URL) throws {
    var lines = [Self.header]
    if let current { lines.append("current \(current)") }
    lines += done.sorted().map { "done \($0)" }
    lines += hintsSeen.filter { $0.value > 0 }.sorted { $0.key < $1.key }
      .map { "hints \($0.key) \($0.value)" }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url, options: .atomic)
  }
}
