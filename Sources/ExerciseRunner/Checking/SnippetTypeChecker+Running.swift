import Foundation

/// How a snippet that must return `true` went wrong when it was run.
enum SnippetRunFailure: Equatable, Sendable {
  /// It returned `false`.
  case returnedFalse
  /// It ended some other way: it trapped (a force unwrap of `nil`, an index out of range), or
  /// the learner's code called `exit`.
  case ended(Termination)
  /// It was still running after this long, and was stopped.
  case ranTooLong(Duration)
}

extension SnippetTypeChecker {
  /// The verdicts of `checks` once each snippet that must return `true`, and compiled, has been
  /// run: `.compiled` when it returned `true`, `.failedWhenRun` when it did not.
  ///
  /// Some rules only a run can show: a decorator must frame a cover with no lines as an empty
  /// box, but the starter of a refactoring has no decorator to give one, so no behaviour test
  /// (which must pass on the starter) can ask. A snippet can, once the new shape is there.
  ///
  /// The snippets are linked with the objects the test build left behind, into one program
  /// that runs the snippet its argument names: one link for the exercise, then one process per
  /// snippet, so a trap in one cannot hide another's verdict. Each has ``runLimit`` to finish.
  /// A link that fails is every run snippet's failure to compile, with the linker's words.
  ///
  /// - Throws: `CheckError` when the program's file cannot be written, a process cannot be
  ///   started, or the link is still running after the type check's limit.
  func runVerdicts(for checks: [Snippet], typeChecked: [SnippetVerdict])
    throws(CheckError) -> [SnippetVerdict]
  {
    let toRun = checks.indices.filter { checks[$0].mustReturnTrue && typeChecked[$0] == .compiled }
    guard !toRun.isEmpty else { return typeChecked }
    let name = "kit-run-checks-\(UUID().uuidString)"
    let folder = FileManager.default.temporaryDirectory
    let file = folder.appendingPathComponent("\(name).swift")
    let program = folder.appendingPathComponent(name)
    do {
      try Data(runnableSource(for: toRun.map { checks[$0] }).utf8).write(to: file)
    } catch {
      throw .cannotWriteSnippets(path: file.path, reason: error.reason)
    }
    defer {
      try? FileManager.default.removeItem(at: file)
      try? FileManager.default.removeItem(at: program)
    }
    var verdicts = typeChecked
    let linkLimit = Supervision.snippetTypeCheckLimit
    let linked = try run(
      ["swiftc"] + moduleArguments + [file.path] + moduleObjects().map(\.path) + [
        "-o", program.path,
      ], within: linkLimit)
    // A linker that hangs is reported as the type check's compiler is: the limit, not a verdict.
    guard let link = linked else { throw .process(.timedOut("swiftc", limit: linkLimit)) }
    guard link.succeeded else {
      let words = link.output.split(separator: "\n").suffix(5)
      let error = CompilerError(
        location: nil,
        message: "the snippets could not be linked:\n" + words.joined(separator: "\n"))
      for index in toRun { verdicts[index] = .refusedOtherwise([error]) }
      return verdicts
    }
    for (place, index) in toRun.enumerated() {
      guard let ran = try run([program.path, String(place)], within: runLimit) else {
        verdicts[index] = .failedWhenRun(.ranTooLong(runLimit))
        continue
      }
      switch ran.termination {
      case .exited(0): verdicts[index] = .compiled
      case .exited(Self.returnedFalseStatus): verdicts[index] = .failedWhenRun(.returnedFalse)
      case let other: verdicts[index] = .failedWhenRun(.ended(other))
      }
    }
    return verdicts
  }

  /// The status the program exits with when the snippet it ran returned `false`.
  static let returnedFalseStatus: Int32 = 101

  /// A program holding `checks`, each in a function that returns its `Bool`, and a `main` that
  /// runs the one whose place its argument gives, and exits 0 when it returned `true`.
  func runnableSource(for checks: [Snippet]) -> String {
    var text = source(for: checks).text
    let calls = checks.indices.map { "snippet\($0 + 1)" }.joined(separator: ", ")
    text += """

      // Runs the snippet whose place (from 0) is the one argument.
      @main enum KitRunChecks {
        @MainActor static func main() {
          let snippets: [@MainActor () -> Bool] = [\(calls)]
          let arguments = CommandLine.arguments
          guard arguments.count == 2, let place = Int(arguments[1]),
            snippets.indices.contains(place)
          else { exit(2) }
          exit(snippets[place]() ? 0 : \(Self.returnedFalseStatus))
        }
      }

      """
    return "import Foundation\n" + text
  }

  /// The object files of the exercise's modules, as the test build left them.
  private func moduleObjects() -> [URL] {
    modules.flatMap { module in
      let folder = debugFolder.appendingPathComponent("\(module).build")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.filter { $0.hasSuffix(".o") }.sorted().map(folder.appendingPathComponent)
    }
  }

  /// Runs `arguments` and waits at most `limit`; `nil` when it was stopped at the limit.
  private func run(_ arguments: [String], within limit: Duration)
    throws(CheckError) -> SubprocessResult?
  {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    do {
      // A trap is a verdict here, not a report to wait for.
      return try Subprocess.run(
        arguments, environment: ["SWIFT_BACKTRACE": "enable=no"],
        stoppingWhen: { _ in clock.now > deadline })
    } catch {
      throw .process(error)
    }
  }
}
