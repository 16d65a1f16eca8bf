import BlueKit

/// An exercise's summary and hints in another language, as `exercises.json` keeps them under
/// `translations`, keyed by the language's tag (`"zh-Hans"`).
struct ExerciseTranslation: Codable, Equatable, Sendable {
  /// The summary, translated.
  var summary: String
  /// The hints, translated one for one, in the English order.
  var hints: [String]
  /// What the learner believed, for each catalogued mistake, keyed by the mistake's name;
  /// optional in the JSON.
  var mistakes: [String: String]? = nil
  /// What hurts in the starter of a refactoring exercise (see ``Refactoring/smell``);
  /// optional in the JSON.
  var smell: String? = nil
  /// The FNV-1a 64 hash (16 hex digits) of the English text this translates (see
  /// ``Exercise/translatedText``): a test fails when the English changes after it, so a
  /// translation never silently falls behind.
  var translationOf: String
}

extension Exercise {
  /// The English text a translation follows: the summary, then each hint, then each
  /// mistake's belief, then a refactoring exercise's smell, one a line.
  ///
  /// An exercise without mistakes or a smell hashes as it did before either existed, so
  /// adding them changes no translation record but its own exercise's.
  var translatedText: String {
    ([summary] + hints + catalogue.map(\.belief) + [refactoring?.smell].compactMap { $0 })
      .joined(separator: "\n")
  }

  /// The summary in `language`; the English one when it has no translation.
  func summary(in language: Language) -> String {
    translations?[language.rawValue]?.summary ?? summary
  }

  /// The hints in `language`; the English ones when they have no translation, or when the
  /// translation does not have as many (the progress file counts hints by position).
  func hints(in language: Language) -> [String] {
    guard let translated = translations?[language.rawValue]?.hints,
      translated.count == hints.count
    else { return hints }
    return translated
  }
}
