import CommandLineVocabulary
import Foundation

/// Type-checks snippets (must-not-compile checks, a refactoring's snippet checks) against an
/// exercise's module, once its tests are built.
///
/// Every snippet goes in a function of its own in one file, and one `swiftc -typecheck` reads
/// them all against the module the test build left behind: no new build, no linking, one
/// compiler start for the whole exercise (0.07 to 0.3 s, median 0.14 s, for exercise 4's two
/// checks on two busy cores). The compiler checks each function's body on its own, so an error
/// belongs to the snippet whose lines it points at.
struct SnippetTypeChecker {
  /// The exercise's SwiftPM build folder (its `--scratch-path`), which holds the built modules.
  var scratchFolder: URL
  /// The module cache the build used: the compiler must read the same one, or it rebuilds the
  /// system modules and may find each of them twice.
  var moduleCache: URL
  /// The exercise's modules, each imported with `@testable` as its tests import it.
  var modules: [String]
  /// How long a snippet that must return `true` may run (``runVerdicts(for:typeChecked:)``).
  var runLimit: Duration = Supervision.snippetRunLimit

  /// The file `swiftc` reads, and the lines each snippet occupies in it (1-based).
  func source(for checks: [Snippet]) -> (text: String, lines: [ClosedRange<Int>]) {
    var text = [
      "// Written by kit: the exercise's snippet checks, one function each.",
      "// See Exercises/exercises.json for what the compiler must make of each.",
    ]
    text += modules.map { "@testable import \($0)" }
    var lines: [ClosedRange<Int>] = []
    for (index, check) in checks.enumerated() {
      let result = check.mustReturnTrue ? " -> Bool" : ""
      // The name is a comment, on one line whatever it holds.
      let name = check.name.split(whereSeparator: \.isNewline).joined(separator: " ")
      text += ["", "// \(name)", "@MainActor func snippet\(index + 1)()\(result) {"]
      let body = check.code.split(separator: "\n", omittingEmptySubsequences: false)
      lines.append((text.count + 1)...(text.count + body.count))
      text += body.map { "  \($0)" }
      text.append("}")
    }
    return (text.joined(separator: "\n") + "\n", lines)
  }

  /// Compiles `checks` and says, for each one, whether the compiler accepted it, refused it
  /// with its expected error, or refused it otherwise; a snippet that must return `true` and
  /// compiled is then run (``runVerdicts(for:typeChecked:)``).
  ///
  /// - Throws: `CheckError` when `swiftc` cannot be run, or its file cannot be written.
  func verdicts(for checks: [Snippet]) throws(CheckError) -> [SnippetVerdict] {
    guard !checks.isEmpty else { return [] }
    let (text, lines) = source(for: checks)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-must-not-compile-\(UUID().uuidString).swift")
    do {
      try Data(text.utf8).write(to: file)
    } catch {
      throw .cannotWriteSnippets(path: file.path, reason: error.reason)
    }
    defer { try? FileManager.default.removeItem(at: file) }
    let arguments = ["swiftc", "-typecheck"] + moduleArguments + [file.path]
    // A compiler that hangs is stopped.
    let limit = Supervision.snippetTypeCheckLimit
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    let ran: SubprocessResult?
    do {
      ran = try Subprocess.run(arguments, stoppingWhen: { _ in clock.now > deadline })
    } catch {
      throw .process(error)
    }
    guard let result = ran else { throw .process(.timedOut("swiftc", limit: limit)) }
    var errors = BuildLog(result.output, packageFolder: scratchFolder).compilerErrors
    if !result.succeeded && errors.isEmpty {
      // The compiler failed without an error to point at (it crashed, say): nothing compiled.
      let tail = result.output.split(separator: "\n").suffix(5).joined(separator: "\n")
      errors = [CompilerError(location: nil, message: "swiftc failed:\n\(tail)")]
    }
    let typeChecked = zip(checks, lines).map { check, range -> SnippetVerdict in
      // An error at a snippet's lines is that snippet's; one elsewhere or without a place (a
      // module that could not be loaded) stops them all, so none passes for having compiled.
      // The compiler may spell the file's folder differently (through a symbolic link), so the
      // file is known by its unique name.
      let own = errors.filter { error in
        guard let location = error.location, location.path.hasSuffix(file.lastPathComponent)
        else { return true }
        return range.contains(location.line)
      }
      if own.isEmpty { return .compiled }
      if let expected = check.expectedError, own.contains(where: { $0.message.contains(expected) })
      {
        return .refused
      }
      // The file is gone once this returns: the message is what the learner can use.
      return .refusedOtherwise(own.map { CompilerError(location: nil, message: $0.message) })
    }
    return try runVerdicts(for: checks, typeChecked: typeChecked)
  }

  /// The build folder of the debug build, where SwiftPM left the modules and their objects.
  var debugFolder: URL { scratchFolder.appendingPathComponent("debug") }

  /// What `swiftc` needs to read a snippet file against the exercise's modules.
  var moduleArguments: [String] {
    [
      "-parse-as-library", "-swift-version", "6",
      // SwiftPM 5.9 and later put modules in debug/Modules; earlier ones in debug itself.
      "-I", debugFolder.appendingPathComponent("Modules").path, "-I", debugFolder.path,
      "-module-cache-path", moduleCache.path,
    ] + Self.platformArguments
  }

  /// What the compiler needs besides the file to load a module SwiftPM built for this machine.
  private static var platformArguments: [String] {
    #if os(macOS)
    // The exercises' packages ask for macOS 15; swiftc alone would target an older version
    // and refuse to import a module built for a newer one.
    #if arch(arm64)
    ["-target", "arm64-apple-macosx15.0"]
    #else
    ["-target", "x86_64-apple-macosx15.0"]
    #endif
    #else
    []
    #endif
  }
}
