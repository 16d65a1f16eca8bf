/// A mutant of a solution that no test can catch because it changes nothing a learner could
/// observe, listed in `exercises.json` with the reason.
///
/// This list (and the rules in ``MutationOperators``) is the only way to silence a surviving
/// mutant, so every entry says why it is harmless, and an entry that matches no mutant any more
/// is reported, so the list never hides a real survivor after the solution changes.
struct EquivalentMutant: Codable, Equatable, Sendable {
  /// The learner's file, relative to the exercise's folder.
  var file: String
  /// The line, as `kit verify --mutants` reports it.
  var line: Int
  /// The change, exactly as `kit verify --mutants` reports it: "`<` → `<=`".
  var change: String
  /// Why it cannot change behaviour, in one line.
  var reason: String

  /// Whether this entry names `mutant`.
  func matches(_ mutant: Mutant) -> Bool {
    mutant.file == file && mutant.line == line && mutant.change == change
  }
}
