import BlueKit

/// Text an exercise's README forbids in one of the learner's files, such as a `6.8` where the
/// README names `ExchangeRate.cnyPerUSD`: the learner's code passes only if no line of its
/// code matches.
///
/// Some rules neither a test nor the compiler can see: a literal with the same value as the
/// named constant behaves the same, and `nonisolated(unsafe)` compiles where a `Mutex` belongs,
/// losing messages only when threads happen to meet. Reading the file shows them every time.
/// It runs once the tests pass, like a ``MustNotCompileCheck``, and reports a line that
/// matches like a failed test, with its place and the README's words. A refactoring
/// exercise's `mustNotMention` structure checks read files the same way (``StructureCheck``).
struct MustNotMentionCheck: Codable, Equatable, Sendable {
  /// What the check is about, as a heading: "The adapters use the named rate".
  var name: String
  /// The learner's file it reads, relative to the exercise's folder: one of its listed files.
  var file: String
  /// What no line of the file's code may match, as a Swift regex (comments are not code).
  var pattern: String
  /// The opening line, as a Swift regex, of the declarations whose members alone are read
  /// (``MemberLines``); `nil` reads the whole file.
  var membersOf: String? = nil
  /// Whether only the file's top level is read, the lines outside every brace.
  ///
  /// `nil` is `false`. It cannot go with ``membersOf``.
  var topLevelOnly: Bool? = nil
  /// The opening line, as a Swift regex, of the declarations left out, every other line read.
  ///
  /// It cannot go with ``membersOf`` or ``topLevelOnly``.
  var exceptInside: String? = nil
  /// The README's words this check enforces, quoted exactly (`kit verify` looks for them there).
  var requirement: String
  /// Whether the starter already keeps the rule: it holds no such text.
  ///
  /// `false` when absent from `exercises.json`; then `kit verify` holds the starter to
  /// matching the pattern, which proves the check can fail.
  var keptByStarter: Bool? = nil
  /// Lines of code the check must catch: the wrong spellings it exists for, which `kit verify`
  /// proves it catches (``StructureCheck/mentions(inLine:)``).
  var refuses: [String]? = nil
  /// Lines of right code the check must let through: the other spellings of the right answer,
  /// which `kit verify` proves it does not catch, so a learner who writes one is not failed.
  var accepts: [String]? = nil
  /// The name and requirement in other languages, keyed by the language's tag (`"zh-Hans"`).
  var translations: [String: StructureCheckTranslation]? = nil

  /// Whether the starter must already hold the check (see ``keptByStarter``).
  var isKeptByStarter: Bool { keptByStarter ?? false }

  /// The same check as a refactoring's structure check, whose verdict and report it shares.
  var structureCheck: StructureCheck {
    StructureCheck(
      name: name, kind: .mustNotMention, file: file, pattern: pattern, membersOf: membersOf,
      topLevelOnly: topLevelOnly, exceptInside: exceptInside, refuses: refuses, accepts: accepts,
      requirement: requirement,
      keptByStarter: keptByStarter, translations: translations)
  }
}

extension Exercise {
  /// The exercise's must-not-mention checks; none when `exercises.json` lists none.
  var mustNotMentionChecks: [MustNotMentionCheck] { mustNotMention ?? [] }
}
