/// One small, plausible mistake made in a solution's file: a statement deleted, a comparison
/// flipped, a boolean swapped...
///
/// A learner who makes this mistake must see a failing test; `kit verify --mutants` checks
/// that each mutant of each solution is caught.
struct Mutant: Equatable, Sendable {
  /// The learner's file, relative to the exercise's folder.
  var file: String
  /// The 1-based line the change is on (the first line, for a deleted statement).
  var line: Int
  /// The change, as the report shows it and `exercises.json` names an equivalent mutant:
  /// "`<=` → `<`", "delete `reloadScroller()`".
  var change: String
  /// The bytes replaced, as offsets into the source's UTF-8 bytes.
  var range: Range<Int>
  /// What replaces them.
  var replacement: String

  /// `source` with this mutant's change made.
  func applied(to source: String) -> String {
    var bytes = Array(source.utf8)
    bytes.replaceSubrange(range, with: Array(replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Where and what, as a survivor is reported: `Sources/A/B.swift:12: delete \`x = 0\``.
  var description: String { "\(file):\(line): \(change)" }
}
