import BlueKit
import Foundation

/// What one ``StructureCheck`` found in the learner's code.
enum StructureVerdict: Equatable, Sendable {
  /// The check holds.
  case held
  /// A `mustNotMention` check's file still matches its pattern: the first line that does, and
  /// where.
  case mentioned(line: String, at: SourceLocation)
  /// A `declaresOnly` check found a declaration it does not allow: its whole name, and where.
  case declared(name: String, at: SourceLocation)
  /// A `declaresOnly` check with a file found its type, or a member of it, declared in another
  /// file: the declaration's whole name, where it is, and the file it belongs in.
  case declaredElsewhere(name: String, at: SourceLocation, file: String)
  /// A `mustNotMention` check's file could not be read.
  case unreadable(path: String)
  /// A snippet check did not hold; what the compiler made of the snippet.
  case snippet(SnippetVerdict)
  /// The check is of a kind `kit` does not know, or lacks what its kind needs, so it cannot
  /// hold (`kit verify` refuses such a check before a learner meets it).
  case notUnderstood

  /// Whether the check holds.
  var holds: Bool { self == .held }
}

extension StructureCheck {
  /// The check's snippet as the compiler sees it; `nil` for a check that compiles nothing.
  var compiledSnippet: Snippet? {
    switch kind {
    case .mustCompile:
      snippet.map { Snippet(name: name, code: $0, expectedError: nil) }
    case .mustReturnTrue:
      snippet.map { Snippet(name: name, code: $0, expectedError: nil, mustReturnTrue: true) }
    case .mustNotCompile:
      snippet.flatMap { code in
        expectedError.map { Snippet(name: name, code: code, expectedError: $0) }
      }
    case .mustNotMention, .declaresOnly, .unknown:
      nil
    }
  }

  /// What the compiler's answer means for this check: a `mustCompile` snippet holds when it
  /// compiled, a `mustReturnTrue` one when it compiled and returned `true`, a `mustNotCompile`
  /// one when it was refused with its expected error.
  func verdict(for compiled: SnippetVerdict) -> StructureVerdict {
    let holds =
      switch kind {
      case .mustCompile, .mustReturnTrue: compiled == .compiled
      default: compiled == .refused
      }
    return holds ? .held : .snippet(compiled)
  }

  /// Looks for ``pattern`` in the code of ``file`` of the package at `folder`, line by line:
  /// the first line that matches fails the check, with its place.
  ///
  /// Comments are not code: a doc comment that says what the refactoring removed ("no enum of
  /// decorations any more") does not fail it, a `/* … */` block neither (`String.codeLines`).
  ///
  /// A pattern that is no regex cannot hold; `kit verify` refuses it before any learner sees
  /// it.
  ///
  /// With ``membersOf``, only the lines that declare the members of the declarations it opens
  /// are read (``MemberLines``): `struct +Memento\b` and `var` find a property the memento
  /// declares, not one of the screen around it. With ``topLevelOnly``, only the file's own
  /// declarations are read: a free function beside the class, and none of its members. With
  /// ``exceptInside``, every line but those inside the declarations it opens.
  ///
  /// A line whose parentheses close only on a later line is read with those lines, joined
  /// (``LogicalLine``): a signature wrapped after a parameter is read whole.
  ///
  /// `\b` is a word boundary as in most regex engines: between a word character and anything
  /// else. Swift's default, Unicode's word rules, sees none inside `default.removeItem`, so
  /// `\bremoveItem\b` would miss `FileManager.default.removeItem(at:)`.
  func mentionVerdict(inPackageAt folder: URL) -> StructureVerdict {
    guard let file, let pattern, let regex = try? Regex(pattern).wordBoundaryKind(.simple)
    else { return .notUnderstood }
    let openerPattern = membersOf ?? exceptInside
    let opener = openerPattern.flatMap { try? Regex($0).wordBoundaryKind(.simple) }
    guard openerPattern == nil || opener != nil else { return .notUnderstood }
    guard
      let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    else { return .unreadable(path: file) }
    var scope = MemberLines(
      opener: opener, topLevelOnly: topLevelOnly ?? false,
      excludesOpened: membersOf == nil && exceptInside != nil)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for logical in text.codeLines.logicalLines {
      let code = Substring(logical.text)
      guard scope.reads(code), let match = code.firstMatch(of: regex) else { continue }
      // Comments are blanked, not cut out, so a column in the code is one in the line.
      let (line, column) = logical.location(
        ofCharacterAt: code.distance(from: code.startIndex, to: match.range.lowerBound))
      // A line read alone is shown as the file has it, comment and all; joined ones as read.
      let shown = logical.pieces.count == 1 ? String(lines[line - 1]) : logical.text
      return .mentioned(
        line: shown.trimmingCharacters(in: .whitespaces),
        at: SourceLocation(path: file, line: line, column: column))
    }
    return .held
  }

  /// Whether `line` matches ``pattern`` as ``mentionVerdict(inPackageAt:)`` reads a line of the
  /// file (its comments left out, `\b` a simple word boundary); `nil` when the pattern is no
  /// regex.
  func mentions(inLine line: String) -> Bool? {
    guard let pattern, let regex = try? Regex(pattern).wordBoundaryKind(.simple) else {
      return nil
    }
    return line.codeLines.logicalLines.contains { $0.text.firstMatch(of: regex) != nil }
  }

  /// What is wrong with the check's examples: a line it ``refuses`` that its pattern lets
  /// through, or a line it ``accepts`` that its pattern catches, each named after `title`.
  func exampleProblems(title: String) -> [String] {
    var problems: [String] = []
    for line in refuses ?? [] where mentions(inLine: line) == false {
      problems.append(
        "\(title) lets `\(line)` through, but lists it under \"refuses\": its pattern must "
          + "catch that line")
    }
    for line in accepts ?? [] where mentions(inLine: line) == true {
      problems.append(
        "\(title) catches `\(line)`, but lists it under \"accepts\" (right code): its pattern "
          + "must let that line through")
    }
    return problems
  }

  /// Whether a learner can read `pattern` in a message: a short one says what it looks for
  /// (`6\.8`, `FileManager|contentsOf`); a long one is left out, and the line it caught and the
  /// README's rule speak for it.
  static func isShortEnoughToRead(_ pattern: String) -> Bool {
    pattern.count <= 40
  }

  /// How a verdict reads in a report, in `language`, as a failed expectation named after the
  /// check; `nil` when the check holds.
  func failure(for verdict: StructureVerdict, in language: Language = .english)
    -> FailedExpectation?
  {
    let messages = language.messages
    let test = name(in: language)
    let readme = messages.theReadmeAsksForThis(requirement(in: language))
    let quoted = Snippet.quoted(snippet ?? "")
    switch verdict {
    case .held:
      return nil
    case .mentioned(let line, let location):
      return FailedExpectation(
        test: test, location: location,
        message: Self.isShortEnoughToRead(pattern ?? "")
          ? messages.stillMentions(pattern ?? "", line: line)
          : messages.breaksTheRule(line: line),
        details: [readme])
    case .declared(let declaration, let location):
      let message =
        taking.map { messages.takesUnlisted(declaration, type: $0) }
        ?? (shared ?? false
          ? messages.keepsShared(declaration)
          : keeps ?? false
            ? messages.keepsUnlisted(declaration) : messages.declaresUnlisted(declaration))
      return FailedExpectation(test: test, location: location, message: message, details: [readme])
    case .declaredElsewhere(let declaration, let location, let file):
      return FailedExpectation(
        test: test, location: location,
        message: messages.declaredElsewhere(declaration, file: file), details: [readme])
    case .notUnderstood:
      return FailedExpectation(
        test: test, location: nil, message: messages.structureCheckNotUnderstood(kind.spelling),
        details: [readme])
    case .unreadable(let path):
      return FailedExpectation(
        test: test, location: nil, message: messages.cannotReadForStructure(path),
        details: [readme])
    case .snippet(.compiled):
      return FailedExpectation(
        test: test, location: nil, message: messages.snippetCompiled(quoted), details: [readme])
    case .snippet(.refused) where kind != .mustNotCompile:
      return FailedExpectation(
        test: test, location: nil, message: messages.snippetMustCompile(quoted),
        details: [readme])
    case .snippet(.refused):
      return nil
    case .snippet(.refusedOtherwise(let errors)):
      let message =
        kind != .mustNotCompile
        ? messages.snippetMustCompile(quoted)
        : messages.snippetRefusedOtherwise(quoted, expectedError: expectedError ?? "")
      return FailedExpectation(
        test: test, location: nil, message: message,
        details: errors.distinctMessages.map(messages.theCompilerSaid) + [readme])
    case .snippet(.failedWhenRun(let failure)):
      let message =
        switch failure {
        case .returnedFalse: messages.snippetReturnedFalse(quoted)
        case .ended(let termination):
          messages.snippetEnded(quoted, how: messages.describe(termination))
        case .ranTooLong(let limit):
          messages.snippetRanTooLong(quoted, seconds: limit.components.seconds)
        }
      return FailedExpectation(test: test, location: nil, message: message, details: [readme])
    }
  }
}
