/// How long a check may run: the build, then the tests.
///
/// A learner's first `while` loop is often endless, and a check that never ends teaches
/// nothing. The tests get a limit that a correct exercise never comes near; the build gets a
/// longer one of its own, as a first build of an exercise compiles its whole package.
struct CheckTimeLimits: Equatable, Sendable {
  /// Seconds the build may take, from the start of the check.
  var buildSeconds: Int
  /// Seconds the tests may take, from when the test run starts.
  var testSeconds: Int

  /// The test limits an exercise may set: an hour at most, far beyond any exercise's tests.
  static let allowedTestSeconds = 1...3600

  /// The limits of an exercise that sets none in `exercises.json`.
  static let standard = CheckTimeLimits(
    buildSeconds: Supervision.standardBuildSeconds, testSeconds: Supervision.standardTestSeconds)
}

extension Exercise {
  /// This exercise's limits: the standard ones, with its `testTimeLimitSeconds` if it sets one.
  var timeLimits: CheckTimeLimits {
    var limits = CheckTimeLimits.standard
    if let testTimeLimitSeconds { limits.testSeconds = testTimeLimitSeconds }
    return limits
  }
}
