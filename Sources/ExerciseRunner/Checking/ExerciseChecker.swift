import Foundation

/// Something that builds an exercise's package and runs its tests.
///
/// The runner's commands talk to this protocol, so their tests use a stand-in that answers at
/// once, and only a handful of tests pay for real builds.
protocol ExerciseChecker {
  /// Builds and tests the package in `folder`, within the standard time limits.
  func check(packageAt folder: URL) -> CheckOutcome

  /// Builds and tests the package in `folder` within `limits`, unless `shouldStop`, asked
  /// again and again while the check runs, says to stop (`watch` does when a file is saved or
  /// the learner quits).
  ///
  /// - Returns: The outcome, or `nil` when the check was stopped.
  func check(
    packageAt folder: URL, within limits: CheckTimeLimits, stoppingWhen shouldStop: () -> Bool
  ) -> CheckOutcome?

  /// Compiles each of `checks` against the package in `folder`, once ``check(packageAt:)`` has
  /// built it, and says what the compiler made of each one.
  func verdicts(for checks: [Snippet], packageAt folder: URL)
    throws(CheckError) -> [SnippetVerdict]

  /// The declarations of the modules ``check(packageAt:)`` built for the package in `folder`,
  /// from the symbol graphs the build wrote beside them.
  func declarations(ofPackageAt folder: URL) throws(CheckError) -> DeclarationList

  /// Forgets what was built of `modules` for the package in `folder`, so the next check
  /// compiles them from their sources again, whatever their files' dates say.
  ///
  /// `kit verify` writes one mistake or mutant after another into the same copy, seconds
  /// apart. An incremental build can then keep the previous one's objects (it was seen to, one
  /// check in three, in exercise 15), and a check of stale code is a verdict on the wrong code.
  func forgetBuilds(of modules: Set<String>, packageAt folder: URL)
}

extension ExerciseChecker {
  /// A checker that answers at once has nothing to stop and no time to limit.
  func check(
    packageAt folder: URL, within limits: CheckTimeLimits, stoppingWhen shouldStop: () -> Bool
  ) -> CheckOutcome? {
    check(packageAt: folder)
  }

  /// A checker that cannot compile snippets says so, and the runner reports that the exercise
  /// could not be checked: it never passes a check it did not run.
  func verdicts(for checks: [Snippet], packageAt folder: URL)
    throws(CheckError) -> [SnippetVerdict]
  {
    throw .cannotCompileSnippets
  }

  /// A checker that builds nothing has no declarations to list, and says so.
  func declarations(ofPackageAt folder: URL) throws(CheckError) -> DeclarationList {
    throw .noDeclarationList(module: folder.lastPathComponent)
  }

  /// A checker that builds nothing has nothing to forget.
  func forgetBuilds(of modules: Set<String>, packageAt folder: URL) {}
}

extension ExerciseChecker {
  /// Forgets what was built of the modules whose files are at `paths` (`Sources/<Module>/…`,
  /// `Tests/<Module>/…`) in the package in `folder`.
  func forgetBuilds(ofFilesAt paths: some Sequence<String>, packageAt folder: URL) {
    let modules = paths.compactMap { path -> String? in
      let parts = path.split(separator: "/")
      guard parts.count >= 3, parts[0] == "Sources" || parts[0] == "Tests" else { return nil }
      return String(parts[1])
    }
    forgetBuilds(of: Set(modules), packageAt: folder)
  }
}

/// Checks an exercise with `swift test`, reading Swift Testing's JSON event stream.
struct SwiftTestChecker: ExerciseChecker {
  /// Where builds go: each exercise builds in a folder of its own in here, and they all share
  /// the toolchain's module cache (see ``Workspace/buildFolder``).
  var buildFolder: URL
  /// Extra arguments for `swift test`; `verify` adds `-Xswiftc -warnings-as-errors`.
  var extraArguments: [String] = []
  /// Where `swift` keeps its temporary files (`TMPDIR`), when not the system's.
  ///
  /// SwiftPM leaves a lock file there for each build folder, and the toolchain leaves a few
  /// empty `TemporaryDirectory.*` folders for every build. `check` points this inside the
  /// exercises' build folder, so a learner's thousandth check has not filled `/tmp`; `verify`
  /// builds in fresh folders each time, so it points this inside them, and all of it goes
  /// when the folders do.
  var temporaryFolder: URL?

  /// The compiler's module cache, which every exercise's build shares: a folder of
  /// ``buildFolder``'s `ModuleCache` named after where the build folder is.
  ///
  /// A module the cache holds records the cache's path, and the compiler refuses it from
  /// another path ("was compiled with module cache path …") with nothing the learner can fix
  /// in their code: moving or renaming the kit's folder, or copying it, would otherwise make
  /// every check say the exercise does not compile, until `.build` is deleted by hand. Named
  /// after where it is, a moved build folder starts a cache of its own, and the caches left
  /// from elsewhere are removed.
  var moduleCacheFolder: URL {
    let builds = buildFolder.standardizedFileURL
    // The same name for the same path on every run and every machine.
    let hash = ContentHash.value(of: builds.path.utf8)
    return builds.appendingPathComponent("ModuleCache", isDirectory: true)
      .appendingPathComponent(String(hash, radix: 16), isDirectory: true)
  }

  /// Removes what the module cache holds but ``moduleCacheFolder``: caches made when the build
  /// folder was somewhere else, which the compiler would refuse.
  func removeCachesFromElsewhere() {
    let current = moduleCacheFolder
    let caches = current.deletingLastPathComponent()
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: caches, includingPropertiesForKeys: nil)) ?? []
    for entry in entries where entry.lastPathComponent != current.lastPathComponent {
      try? FileManager.default.removeItem(at: entry)
    }
  }

  /// The extensions of the files the compiler makes in a module's build folder: objects,
  /// dependency records, diagnostics and the incremental build's priors.
  private static let compilerProducts: Set<String> = ["o", "swiftdeps", "d", "dia", "priors"]

  func forgetBuilds(of modules: Set<String>, packageAt folder: URL) {
    let scratch = buildFolder.standardizedFileURL
      .appendingPathComponent(folder.standardizedFileURL.lastPathComponent)
    let platforms =
      (try? FileManager.default.contentsOfDirectory(
        at: scratch, includingPropertiesForKeys: nil)) ?? []
    for platform in platforms {
      for configuration in ["debug", "release"] {
        for module in modules {
          let built = platform.appendingPathComponent(configuration)
            .appendingPathComponent("\(module).build", isDirectory: true)
          // Only what the compiler made goes: SwiftPM writes the module's plan (its
          // output-file-map.json, its list of sources) once, when it plans the build, and
          // does not write it again for a package whose manifest has not changed, so without
          // it the next build stops with "unable to load output file map".
          let files =
            (try? FileManager.default.contentsOfDirectory(
              at: built, includingPropertiesForKeys: nil)) ?? []
          for file in files where Self.compilerProducts.contains(file.pathExtension) {
            try? FileManager.default.removeItem(at: file)
          }
        }
      }
    }
    // Its list of declarations goes with it: the next build writes it again.
    let graphs = Self.symbolGraphFolder(in: scratch)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: graphs.path)) ?? []
    for name in names
    where modules.contains(where: { name.hasPrefix("\($0).") || name.hasPrefix("\($0)@") }) {
      try? FileManager.default.removeItem(at: graphs.appendingPathComponent(name))
    }
  }

  func check(packageAt folder: URL) -> CheckOutcome {
    // Nothing stops this check but its time limits, so it always has an outcome.
    check(packageAt: folder, within: .standard, stoppingWhen: { false })
      ?? .couldNotRun(.stopped)
  }

  func check(
    packageAt folder: URL, within limits: CheckTimeLimits, stoppingWhen shouldStop: () -> Bool
  ) -> CheckOutcome? {
    let folder = folder.standardizedFileURL
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    let builds = buildFolder.standardizedFileURL
    removeCachesFromElsewhere()
    // What changed since the last build where the dates cannot tell is built again.
    let record = SourcesAsBuilt.record(
      inScratch: builds.appendingPathComponent(folder.lastPathComponent))
    var sources = SourcesAsBuilt(package: folder)
    if let last = SourcesAsBuilt(contentsOf: record) {
      forgetBuilds(ofFilesAt: last.changedUnseen(in: sources), packageAt: folder)
    }
    defer {
      sources.finished = Date().timeIntervalSince1970
      sources.write(to: record)
    }
    let arguments =
      [
        "swift", "test",
        "--package-path", folder.path,
        "--scratch-path", builds.appendingPathComponent(folder.lastPathComponent).path,
        // The last -module-cache-path wins over the one SwiftPM passes itself.
        "-Xswiftc", "-module-cache-path",
        "-Xswiftc", moduleCacheFolder.path,
        // The compiler's list of every declaration, private ones too, each with its place,
        // for the declaration checks (``DeclarationList``).
        "-Xswiftc", "-emit-symbol-graph",
        "-Xswiftc", "-emit-symbol-graph-dir",
        "-Xswiftc",
        Self.symbolGraphFolder(in: builds.appendingPathComponent(folder.lastPathComponent)).path,
        "-Xswiftc", "-symbol-graph-minimum-access-level",
        "-Xswiftc", "private",
        "--disable-xctest",
        // One test at a time: when the learner's code traps, two tests trapping at once
        // would interleave their crash reports, and the check could not name the line.
        "--no-parallel",
        "--event-stream-output-path", events.path,
        "--event-stream-version", "0",
      ] + extraArguments
    var environment = [
      // A crash report that waits for someone to attach a debugger would hang the runner.
      "SWIFT_BACKTRACE": "interactive=no",
      // One hash seed for every run: code whose result hangs on a Dictionary's or a Set's
      // order (observers kept in a dictionary, JSON keys left unsorted) then gets the same
      // verdict each time it is checked, not a pass on a lucky seed.
      "SWIFT_DETERMINISTIC_HASHING": "1",
    ]
    if let temporaryFolder {
      try? FileManager.default.createDirectory(
        at: temporaryFolder, withIntermediateDirectories: true)
      environment["TMPDIR"] = temporaryFolder.path
    }
    // The build's limit runs from the start; the tests' from when the test binary starts
    // writing its event stream, which is when the build is over.
    let clock = ContinuousClock()
    var deadline = clock.now + .seconds(limits.buildSeconds)
    var testsStarted = false
    var timedOut: TimeOut.Phase?
    let result: SubprocessResult?
    do {
      result = try Subprocess.run(arguments, environment: environment) { child in
        if shouldStop() { return true }
        if !testsStarted, Self.hasContents(events) {
          testsStarted = true
          deadline = clock.now + .seconds(limits.testSeconds)
        }
        guard clock.now >= deadline else { return false }
        // Code that crashed is not looping: its crash report can take long on a busy machine,
        // and the check waits for it, within a limit of its own, to name the learner's line.
        if testsStarted, clock.now < deadline + Supervision.crashReportGrace,
          ProcessTree().isReportingACrash(below: child)
        {
          return false
        }
        timedOut = testsStarted ? .tests : .build
        return true
      }
    } catch {
      return .couldNotRun(.process(error))
    }
    guard let result else {
      guard let timedOut else { return nil }
      let stream = TestEventStream(
        (try? String(contentsOf: events, encoding: .utf8)) ?? "", packageFolder: folder)
      let seconds = timedOut == .tests ? limits.testSeconds : limits.buildSeconds
      return .timedOut(
        TimeOut(phase: timedOut, seconds: seconds, unfinishedTests: stream.unfinishedTests))
    }
    let stream = TestEventStream(
      (try? String(contentsOf: events, encoding: .utf8)) ?? "", packageFolder: folder)
    return Self.outcome(
      of: result, stream: stream, log: BuildLog(result.output, packageFolder: folder))
  }

  /// Whether the file at `url` exists and is not empty.
  private static func hasContents(_ url: URL) -> Bool {
    var status = stat()
    return stat(url.path, &status) == 0 && status.st_size > 0
  }

  /// Decides what a run's exit status, event stream and log add up to.
  static func outcome(of result: SubprocessResult, stream: TestEventStream, log: BuildLog)
    -> CheckOutcome
  {
    guard stream.runStarted else {
      let errors = log.compilerErrors
      if !errors.isEmpty { return .didNotCompile(errors) }
      let tail = log.lines.suffix(15).joined(separator: "\n")
      return .couldNotRun(.noTestRan(lastLines: tail))
    }
    guard stream.runEnded else {
      let test = stream.unfinishedTests.last
      let (reason, location) = (log.crashReason, log.crashLocation)
      // No runtime error and no backtrace: the code under test ended the run itself (exit()).
      guard reason != nil || location != nil else {
        return .endedEarly(EarlyEnd(test: test, termination: result.termination))
      }
      return .crashed(Crash(test: test, reason: reason, location: location))
    }
    if stream.failures.isEmpty && result.succeeded {
      return .passed(testCount: stream.testCount, warnings: log.compilerWarnings)
    }
    // Tests run in parallel, so issues arrive in any order; in the test file's order, the
    // report reads like the specification, and is the same on every run.
    // Issues without a place go last; equal places keep the order they were recorded in.
    let failures = stream.failures.enumerated().sorted { first, second in
      func key(_ failure: (offset: Int, element: FailedExpectation)) -> (Int, String, Int, Int, Int)
      {
        let location = failure.element.location
        return (
          location == nil ? 1 : 0, location?.path ?? "", location?.line ?? 0,
          location?.column ?? 0, failure.offset
        )
      }
      return key(first) < key(second)
    }
    return .failed(failures.map(\.element), testCount: stream.testCount)
  }
}
