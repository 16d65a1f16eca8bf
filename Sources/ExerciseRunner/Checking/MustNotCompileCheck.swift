import BlueKit

/// A line of code an exercise's README forbids, such as `_ = Logger()` where only
/// `Logger.shared` may exist: the learner's code passes only if the compiler refuses it.
///
/// Some requirements no test can see, because a test that breaks them would not compile: a
/// private initializer, a `final` class, an access level. So the kit compiles the snippet
/// against the learner's module, as Rust's trybuild does, and reports one that compiles like a
/// failed test, in the README's own words.
struct MustNotCompileCheck: Codable, Equatable, Sendable {
  /// What the check is about, as a heading: "Nobody can make a second Logger".
  var name: String
  /// The code that must not compile.
  ///
  /// It goes in a `@MainActor` function's body, after a `@testable import` of the exercise's
  /// module, so it sees what the exercise's tests see.
  var snippet: String
  /// Part of the error the compiler must give, such as "initializer is inaccessible".
  ///
  /// A snippet refused for another reason (a typo, a missing name) proves nothing, so it does
  /// not count as refused.
  var expectedError: String
  /// The README's words this check enforces, quoted exactly (`kit verify` looks for them there).
  var requirement: String
  /// Whether the starter already keeps the rule, so the check guards what the learner is given
  /// (a `private` property, a `weak` reference) rather than what they must add; `false` when
  /// absent from `exercises.json`.
  ///
  /// `kit verify` holds the starter to it: one that keeps the rule must refuse the snippet,
  /// and one that does not must compile it, which proves the check can fail.
  var keptByStarter: Bool? = nil
  /// The name and requirement in other languages, keyed by the language's tag (`"zh-Hans"`).
  ///
  /// Optional in the JSON. A translated requirement quotes that language's README
  /// (`README.zh-Hans.md`) word for word, as the English one quotes `README.md`.
  var translations: [String: MustNotCompileTranslation]? = nil

  /// Whether the starter must already refuse the snippet (see ``keptByStarter``).
  var isKeptByStarter: Bool { keptByStarter ?? false }

  /// The check's name in `language`; the English one when it has no translation.
  func name(in language: Language) -> String {
    translations?[language.rawValue]?.name ?? name
  }

  /// The README's words in `language`; the English README's when it has no translation.
  func requirement(in language: Language) -> String {
    translations?[language.rawValue]?.requirement ?? requirement
  }
}

/// A must-not-compile check's name and requirement in another language.
struct MustNotCompileTranslation: Codable, Equatable, Sendable {
  /// What the check is about, translated.
  var name: String
  /// The words of the translated README that the check enforces, quoted exactly.
  var requirement: String
}

/// What the compiler made of one snippet (a ``MustNotCompileCheck``'s, or a structure check's),
/// and, for a snippet that must return `true`, what running it did.
enum SnippetVerdict: Equatable, Sendable {
  /// Refused with the expected error: the learner's code keeps the requirement.
  case refused
  /// It compiled (and, for a snippet that is run, returned `true`): the learner's code allows
  /// what a must-not-compile check forbids, or has what a must-compile check asks for.
  case compiled
  /// Refused, but not with the expected error; these are the compiler's errors (the linker's,
  /// for a snippet that is run).
  case refusedOtherwise([CompilerError])
  /// It compiled, but run, it did not return `true`.
  case failedWhenRun(SnippetRunFailure)

  /// Whether the check passes: the snippet was refused for the reason it exists.
  var isRefused: Bool { self == .refused }
}

extension Exercise {
  /// The exercise's must-not-compile checks; none when `exercises.json` lists none.
  var mustNotCompileChecks: [MustNotCompileCheck] { mustNotCompile ?? [] }
}
