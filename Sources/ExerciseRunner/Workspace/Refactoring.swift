import BlueKit

/// What makes an exercise a refactoring exercise: working code that hurts, and the shape it must
/// reach without changing what it does.
///
/// The other exercises draw a pattern's roles and leave a TODO in them. A refactoring exercise
/// starts the other way round, from code that works and smells, and its behaviour tests pass
/// from the start: the learner refactors under a green bar. What moves is the structure, which
/// these checks hold; `kit check` passes only when the behaviour is kept and every check holds.
struct Refactoring: Codable, Equatable, Sendable {
  /// One line saying what hurts in the starter; the Chinese one is the exercise's
  /// `translations.zh-Hans.smell`.
  var smell: String
  /// The checks the refactored code must pass, in the order the report lists them.
  var structure: [StructureCheck]
}

/// One thing the refactored code must (or must no longer) do, which no behaviour test can see:
/// a file that no longer mentions what it should not reach, a role that now exists, a coupling
/// the compiler now refuses.
struct StructureCheck: Codable, Equatable, Sendable {
  /// How a check looks at the code.
  enum Kind: Equatable, Sendable {
    /// No line of ``StructureCheck/file`` matches ``StructureCheck/pattern`` (a Swift regex):
    /// the view controller no longer says `FileManager`.
    case mustNotMention
    /// ``StructureCheck/snippet`` compiles against the learner's module: the new role exists,
    /// with the shape the README asks for.
    case mustCompile
    /// ``StructureCheck/snippet`` is refused with ``StructureCheck/expectedError``: the old
    /// coupling is gone, as a must-not-compile check proves it.
    case mustNotCompile
    /// ``StructureCheck/snippet`` compiles against the learner's module and, run, returns
    /// `true`: behaviour that only the new shape can be asked for, such as a decorator around a
    /// cover with no lines (the starter has no decorator, so no behaviour test can ask).
    case mustReturnTrue
    /// The compiler's list of the module's declarations (``Declaration``) holds nothing but
    /// what ``StructureCheck/allows`` names: the members of ``StructureCheck/scope``, or what
    /// takes ``StructureCheck/taking``. A free function in `#if DEBUG`, a nested type, an
    /// extension in another file are declarations like any other, however they are spelled.
    case declaresOnly
    /// A kind `kit` does not know; `kit verify` names it rather than skip the check.
    case unknown(String)
  }

  /// What the check is about, as a heading: "The controller reads no files".
  var name: String
  /// How the check looks at the code.
  var kind: Kind
  /// The file `mustNotMention` reads, relative to the exercise's folder; for `declaresOnly`,
  /// the file whose declarations it reads (every file's when `nil`).
  var file: String? = nil
  /// What `mustNotMention` looks for on each line of ``file``, as a Swift regex.
  var pattern: String? = nil
  /// The opening line, as a Swift regex, of the declarations whose members alone
  /// `mustNotMention` reads (``MemberLines``): `struct +Memento\b` reads what the memento
  /// declares; `nil` reads the whole file.
  var membersOf: String? = nil
  /// Whether `mustNotMention` reads only the file's top level, the lines outside every brace.
  ///
  /// See ``MemberLines/topLevelOnly``. `nil` is `false`. It cannot go with ``membersOf``.
  var topLevelOnly: Bool? = nil
  /// The opening line, as a Swift regex, of the declarations `mustNotMention` leaves out.
  ///
  /// Every other line is read (``MemberLines/excludesOpened``): `private extension` skips what
  /// a private extension declares. It cannot go with ``membersOf`` or ``topLevelOnly``.
  var exceptInside: String? = nil
  /// Lines of code a `mustNotMention` check must catch (see ``MustNotMentionCheck/refuses``).
  var refuses: [String]? = nil
  /// Lines of right code a `mustNotMention` check must let through (see
  /// ``MustNotMentionCheck/accepts``).
  var accepts: [String]? = nil
  /// The type whose members `declaresOnly` reads, with dots (`LibraryScreen.Memento`).
  ///
  /// `nil` reads the module's top level. With ``file``, only what that file declares is read.
  var scope: String? = nil
  /// The type, with dots, that `declaresOnly` asks about instead of a scope.
  ///
  /// Every function, initializer, subscript and property that takes, returns or holds one (a
  /// parameter, a result, a closure or key path made of it, a generic constraint) must be in
  /// ``allows``, by its whole name (`AlbumBrowser.restore(from:)`). A type alias of it counts
  /// as the type.
  var taking: String? = nil
  /// The file that alone may declare ``scope`` and its members.
  ///
  /// A `declaresOnly` check with it asks where a type lives rather than what it offers: an
  /// extension of it in another file (through a type alias too) fails it. It goes with
  /// ``scope`` and without ``allows``.
  var declaredIn: String? = nil
  /// What `declaresOnly` lets through: member names as the compiler writes them (`shared`,
  /// `log(_:)`, `init(albums:)`) or, with ``taking``, whole names.
  var allows: [String]? = nil
  /// Whether `declaresOnly` reads `private` and `fileprivate` declarations too; `nil` is
  /// `false`: what no other file sees is the type's own business.
  var countsPrivate: Bool? = nil
  /// Whether `declaresOnly` reads what is kept rather than what is offered: every stored
  /// property and variable, at any depth and of any access level, `static` ones too.
  ///
  /// With ``scope``, what the scope and the types in it keep, named from inside the scope
  /// (`wrapped`, `Memo.lines`); without, what ``file`` keeps, by whole name
  /// (`Bordered.wrapped`), a global too. `nil` is `false`. It goes with ``allows`` and
  /// without ``taking`` or ``declaredIn``.
  var keeps: Bool? = nil
  /// Whether, with ``keeps``, only what every instance shares is read.
  ///
  /// That is `static` stored properties and globals, constants of plain values left out
  /// (`static let firstID = 1`; a `let` of a class, a `Mutex` or an `Atomic` is read, for what
  /// it holds can change). "No `static` count shared by every centre, nor one at the top of the file", whatever the
  /// declaration's spelling: a tuple's name, a line break after `static`. `nil` is `false`.
  var shared: Bool? = nil
  /// The code `mustCompile`, `mustNotCompile` and `mustReturnTrue` hand the compiler, as the
  /// body of a `@MainActor` function after `@testable import` of the exercise's modules (one
  /// that returns a `Bool`, for `mustReturnTrue`).
  var snippet: String? = nil
  /// Part of the error that proves a `mustNotCompile` snippet refused for the right reason.
  var expectedError: String? = nil
  /// The README's words this check holds, quoted exactly (`kit verify` looks for them there).
  var requirement: String
  /// Whether the starter already holds this check, so it guards what the learner is given
  /// rather than what they must reach; `false` when absent from `exercises.json`.
  ///
  /// `kit verify` holds the starter to it: every other check must fail on the starter, which
  /// proves it can fail and that it asks for the refactoring.
  var keptByStarter: Bool? = nil
  /// The name and requirement in other languages, keyed by the language's tag (`"zh-Hans"`);
  /// a translated requirement quotes that language's README word for word.
  var translations: [String: StructureCheckTranslation]? = nil

  /// Whether the starter must already hold the check (see ``keptByStarter``).
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

/// A structure check's name and requirement in another language.
struct StructureCheckTranslation: Codable, Equatable, Sendable {
  /// What the check is about, translated.
  var name: String
  /// The words of the translated README that the check holds, quoted exactly.
  var requirement: String
}

extension StructureCheck.Kind: Codable {
  /// The kind as `exercises.json` spells it.
  var spelling: String {
    switch self {
    case .mustNotMention: "mustNotMention"
    case .mustCompile: "mustCompile"
    case .mustNotCompile: "mustNotCompile"
    case .mustReturnTrue: "mustReturnTrue"
    case .declaresOnly: "declaresOnly"
    case .unknown(let spelling): spelling
    }
  }

  init(from decoder: any Decoder) throws {
    let spelling = try decoder.singleValueContainer().decode(String.self)
    self =
      [Self.mustNotMention, .mustCompile, .mustNotCompile, .mustReturnTrue, .declaresOnly].first {
        $0.spelling == spelling
      }
      ?? .unknown(spelling)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(spelling)
  }
}

extension Exercise {
  /// Whether this is a refactoring exercise (see ``Refactoring``).
  var isRefactoring: Bool { refactoring != nil }

  /// The exercise's structure checks; none unless it is a refactoring exercise.
  var structureChecks: [StructureCheck] { refactoring?.structure ?? [] }

  /// What hurts in the starter, in `language`; the English line when it has no translation,
  /// `nil` for an exercise that is no refactoring.
  func smell(in language: Language) -> String? {
    guard let refactoring else { return nil }
    return translations?[language.rawValue]?.smell ?? refactoring.smell
  }
}
