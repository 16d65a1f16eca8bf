/// A refactoring exercise's check, once its tests have run: the behaviour kept and the structure
/// reached, counted apart, so the learner sees both every time.
///
/// Behaviour tests pass from the start of a refactoring exercise, so "all tests pass" says
/// nothing about the work; the structure checks say how far it has come. Both must hold.
struct RefactoringOutcome: Equatable, Sendable {
  /// How many behaviour tests ran.
  var testCount: Int
  /// The behaviour tests' failed expectations: behaviour the refactoring changed.
  var behaviourFailures: [FailedExpectation]
  /// The compiler's warnings, as a pass reports them.
  var warnings: [CompilerWarning] = []
  /// Each structure check with what it found, in the exercise's order.
  var structure: [CheckedStructure]

  /// One structure check and its verdict.
  struct CheckedStructure: Equatable, Sendable {
    /// The check.
    var check: StructureCheck
    /// What it found.
    var verdict: StructureVerdict
  }

  /// How many behaviour tests still pass.
  var behaviourKept: Int {
    testCount - Set(behaviourFailures.map(\.test)).count
  }

  /// How many structure checks hold.
  var structureHeld: Int { structure.count { $0.verdict.holds } }

  /// Whether the behaviour is kept and every structure check holds.
  var isPassing: Bool { behaviourFailures.isEmpty && structureHeld == structure.count }
}
