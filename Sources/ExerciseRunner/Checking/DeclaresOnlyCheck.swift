import BlueKit

/// What an exercise's module may declare, read from the compiler's own list of declarations
/// rather than from lines: "`Logger` offers `shared`, `log(_:)` and `entries`, nothing more";
/// "`Logger.swift` declares `Logger` and nothing beside it"; "only `restore(from:)` takes a
/// memento".
///
/// A line pattern reads one spelling at a time, and each fix to one moved the hole: a free
/// function moved into `#if DEBUG`, a type nested in the class, a signature wrapped over lines,
/// an `Int` initializer in another file that takes the memento. The compiler sees each of them
/// as the declaration it is. Like a ``MustNotMentionCheck`` it runs once the tests pass and
/// reports like a failed test, with the declaration's place and the README's words; a
/// refactoring exercise's `declaresOnly` structure checks read the same list.
struct DeclaresOnlyCheck: Codable, Equatable, Sendable {
  /// What the check is about, as a heading: "Logger offers log and entries, nothing more".
  var name: String
  /// The type whose members are read, with dots; `nil` reads the module's top level.
  var scope: String? = nil
  /// The type that every declaration taking one is read for, instead of a scope.
  var taking: String? = nil
  /// The file whose declarations alone are read, relative to the exercise's folder.
  var file: String? = nil
  /// The one file that may declare ``scope`` and its members (see
  /// ``StructureCheck/declaredIn``).
  var declaredIn: String? = nil
  /// What may be declared (see ``StructureCheck/allows``).
  var allows: [String]? = nil
  /// Whether `private` and `fileprivate` declarations are read too; `nil` is `false`.
  var countsPrivate: Bool? = nil
  /// Whether only what is kept is read: stored properties and variables, private ones too
  /// (see ``StructureCheck/keeps``).
  var keeps: Bool? = nil
  /// Whether only what every instance shares is read, with ``keeps`` (see
  /// ``StructureCheck/shared``).
  var shared: Bool? = nil
  /// The README's words this check enforces, quoted exactly (`kit verify` looks for them there).
  var requirement: String
  /// Whether the starter already keeps the rule; `false` when absent, and then `kit verify`
  /// holds the starter to breaking it, which proves the check can fail.
  var keptByStarter: Bool? = nil
  /// The name and requirement in other languages, keyed by the language's tag (`"zh-Hans"`).
  var translations: [String: StructureCheckTranslation]? = nil

  /// Whether the starter must already hold the check (see ``keptByStarter``).
  var isKeptByStarter: Bool { keptByStarter ?? false }

  /// The same check as a refactoring's structure check, whose verdict and report it shares.
  var structureCheck: StructureCheck {
    StructureCheck(
      name: name, kind: .declaresOnly, file: file, scope: scope, taking: taking,
      declaredIn: declaredIn, allows: allows,
      countsPrivate: countsPrivate, keeps: keeps, shared: shared, requirement: requirement,
      keptByStarter: keptByStarter,
      translations: translations)
  }
}

extension Exercise {
  /// The exercise's declaration checks; none when `exercises.json` lists none.
  var declaresOnlyChecks: [DeclaresOnlyCheck] { declaresOnly ?? [] }
}

extension StructureCheck {
  /// What `list` says of a `declaresOnly` check: the first declaration, in file and line
  /// order, that ``allows`` does not name fails it, and so does a name declared more often than
  /// ``allows`` lists it (an overload is one more declaration).
  ///
  /// With ``scope``, the scope's direct members are read (its nested types are members too,
  /// so their names must be allowed), and so are the members of the learner's extensions of a
  /// protocol it conforms to or a class it inherits from (`extension Identifiable where
  /// Self == Logger { func clear() }` gives `Logger` a `clear()`). Without, the module's top
  /// level, and every member of a type the check does not allow (`extension Array`). With ``file``, only
  /// what that file declares. With ``taking``, every declaration that takes the type instead,
  /// in any file, members of other modules' types included (`extension Int { init(_:) }`).
  /// Unless ``countsPrivate``, what is `private` or `fileprivate` (by its own level or its
  /// type's) is left out. With ``declaredIn``, the scope and everything declared in it, at any
  /// level, must be in that file, and so must what its superclass declares and a protocol's
  /// extension for it alone (`where Self == Captioned`): the first declaration elsewhere fails
  /// the check. With ``keeps``, only stored properties and variables are read, at every depth
  /// of the scope (or of the file) and at every access level; with ``shared`` too, only those
  /// every instance shares.
  func declarationVerdict(in list: DeclarationList) -> StructureVerdict {
    guard kind == .declaresOnly else { return .notUnderstood }
    // Each name is allowed as often as the list names it: a second `log(_:)` that takes
    // `[String]` is one more declaration, though it has the same name.
    var allowed = Dictionary((allows ?? []).map { ($0, 1) }, uniquingKeysWith: +)
    func isAllowed(_ name: String) -> Bool {
      guard let left = allowed[name], left > 0 else { return false }
      allowed[name] = left - 1
      return true
    }
    // What the learner wrote is reported before what the compiler wrote in its place (the
    // `init()` of a class with no initializer has the class's place): the fix is in the former.
    let written = list.declarations.filter { !list.isWrittenByTheCompiler($0) }
    let ordered = written + list.declarations.filter { list.isWrittenByTheCompiler($0) }
    let visible = ordered.filter { declaration in
      (countsPrivate ?? false || declaration.access > .fileprivate)
        && (file == nil || declaration.location.path == file)
    }
    let offender: Declaration?
    if keeps ?? false {
      // What is kept is read whatever its level: a private memo keeps what it keeps.
      let scopePath = scope.map { $0.split(separator: ".").map(String.init) } ?? []
      offender = ordered.first { declaration in
        guard declaration.isKept, !(shared ?? false) || declaration.isShared,
          file == nil || declaration.location.path == file,
          declaration.path.count > scopePath.count, declaration.path.starts(with: scopePath)
        else { return false }
        return !isAllowed(declaration.path.dropFirst(scopePath.count).joined(separator: "."))
      }
    } else if let declaredIn, let scope {
      let scopePath = scope.split(separator: ".").map(String.init)
      let types = Set(list.declarations.filter { $0.path == scopePath }.map(\.identifier))
      let superclasses = Set(types.flatMap { list.superclasses[$0] ?? [] })
      let protocols = Set(types.flatMap { list.supertypes[$0] ?? [] })
      offender = ordered.first { declaration in
        guard declaration.location.path != declaredIn else { return false }
        if declaration.path.starts(with: scopePath) { return true }
        guard !declaration.isRequirement else { return false }
        // What a superclass declares, or a protocol's extension for this type alone, is the
        // type's work done in another file.
        return !declaration.parents.isDisjoint(with: superclasses)
          || (!declaration.constrainedTo.isDisjoint(with: types)
            && !declaration.parents.isDisjoint(with: protocols))
      }
      guard let offender else { return .held }
      return .declaredElsewhere(name: offender.name, at: offender.location, file: declaredIn)
    } else if let taking {
      let typePath = taking.split(separator: ".").map(String.init)
      var types = Set(list.declarations.filter { $0.path == typePath }.map(\.identifier))
      // An alias of the type, or an alias of an alias, is the type.
      for _ in 0..<4 {
        types.formUnion(
          list.declarations.filter { !$0.aliased.isDisjoint(with: types) }.map(\.identifier))
      }
      offender = visible.first { declaration in
        !declaration.takes.isDisjoint(with: types) && !isAllowed(declaration.name)
      }
    } else if let scope {
      let scopePath = scope.split(separator: ".").map(String.init)
      // What the type conforms to or inherits from lends it the members of its extensions.
      let types = list.declarations.filter { $0.path == scopePath }.map(\.identifier)
      let lenders = Set(types.flatMap { list.supertypes[$0] ?? [] })
      offender = visible.first { declaration in
        let isMember =
          declaration.path.count == scopePath.count + 1 && declaration.path.starts(with: scopePath)
        let isLent =
          !isMember && !declaration.isRequirement
          && !declaration.parents.isDisjoint(with: lenders)
        return (isMember || isLent) && !isAllowed(declaration.path.last ?? "")
      }
    } else {
      // The top level, and what an extension of any other type declares beside it.
      offender = visible.first { declaration in
        declaration.path.count > 1
          ? !(allows ?? []).contains(declaration.path[0]) : !isAllowed(declaration.path[0])
      }
    }
    guard let offender else { return .held }
    return .declared(name: offender.name, at: offender.location)
  }
}
