import CommandLineVocabulary
import Foundation

@testable import ExerciseRunner

/// An Exercises folder made in a temporary directory for one test, removed when it is released.
///
/// Each exercise gets what `kit verify` asks for (a package manifest, a README, Sources and
/// Tests, a starter with a TODO and a different solution), so a test changes only what it is
/// about.
final class TemporaryExercises {
  /// The temporary directory, standing for the kit's root.
  let root: URL
  /// The Exercises folder inside it.
  let folder: URL
  /// The exercises in its metadata.
  let exercises: [Exercise]

  /// The standard two exercises: `first-one` and `second-one`, one file each.
  static let standard = [
    Exercise(
      name: "first-one", pattern: "MVC", summary: "The first.", folder: "01-first-one",
      files: ["Sources/First/First.swift"], hints: ["Look closer.", "Closer still."]),
    Exercise(
      name: "second-one", pattern: "Singleton", summary: "The second.", folder: "02-second-one",
      files: ["Sources/Second/Second.swift"], hints: ["Think twice."]),
  ]

  init(_ exercises: [Exercise] = TemporaryExercises.standard) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ExerciseRunnerTests-\(UUID().uuidString)", isDirectory: true)
    folder = root.appendingPathComponent("Exercises", isDirectory: true)
    self.exercises = exercises
    try writeMetadata(exercises)
    for exercise in exercises {
      let base = exercise.folder + "/"
      try write("// swift-tools-version: 6.0\n", to: base + "Package.swift")
      try write("# \(exercise.name)\n", to: base + "README.md")
      if exercise.translations?["zh-Hans"] != nil {
        try write("# \(exercise.name)\n", to: base + "README.zh-Hans.md")
      }
      let module = exercise.files.first?.split(separator: "/").dropFirst().first ?? "Module"
      try write("// A test.\n", to: base + "Tests/\(module)Tests/Tests.swift")
      for file in exercise.files {
        try write("// TODO: solve it.\n", to: base + file)
        try write("// TODO: solve it.\n", to: base + "Starter/" + file)
        try write("// Solved.\n", to: base + "Solution/" + file)
      }
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Writes `exercises` as the metadata, replacing what is there (the folders stay as they are).
  func writeMetadata(_ exercises: [Exercise]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try write(encoder.encode(ExerciseList(exercises: exercises)), to: "exercises.json")
  }

  /// Writes `text` at `path`, relative to the Exercises folder, creating folders as needed.
  func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `data` at `path`, relative to the Exercises folder, creating folders as needed.
  func write(_ data: Data, to path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// The text at `path`, relative to the Exercises folder ("" when there is none).
  func read(_ path: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// Removes `path`, relative to the Exercises folder.
  func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
  }

  /// The progress file's contents: what could be read of it, damaged or not.
  var progress: LearnerProgress {
    switch LearnerProgress.read(from: folder.appendingPathComponent(".progress")) {
    case .missing: LearnerProgress()
    case .readable(let progress), .damaged(let progress, _): progress
    }
  }

  /// Saves `progress` as the learner's.
  func save(_ progress: LearnerProgress) throws {
    try progress.save(to: folder.appendingPathComponent(".progress"))
  }

  /// Runs a `kit` command line here (or from `directory`), with `checker` standing in for
  /// `swift test`, in an `environment` with no locale unless given one.
  func run(
    _ arguments: [String], checker: any ExerciseChecker = ScriptedChecker(),
    input: [String] = [], isInteractive: Bool = false, events: (any WatchEventSource)? = nil,
    from directory: URL? = nil, environment: [String: String] = [:]
  ) -> (status: ExitCode, output: String, errors: String) {
    let console = Console.memory(input: input, isInteractive: isInteractive)
    let status = Kit.run(
      arguments, console: console, currentDirectory: directory ?? root, checker: checker,
      events: events, environment: environment)
    return (status, console.output, console.errors)
  }
}

/// A checker that answers at once: from what the exercise's files say, or a fixed outcome.
///
/// By default an exercise passes when its files contain "Solved", and fails otherwise, so a
/// test makes an exercise pass by writing its solution, as a learner would.
final class ScriptedChecker: ExerciseChecker {
  /// The folders checked, in order.
  private(set) var checkedFolders: [String] = []
  private let fixed: CheckOutcome?

  init(always outcome: CheckOutcome? = nil) {
    fixed = outcome
  }

  func check(packageAt folder: URL) -> CheckOutcome {
    checkedFolders.append(folder.lastPathComponent)
    if let fixed { return fixed }
    let sources = FileManager.default.enumerator(
      atPath: folder.appendingPathComponent("Sources").path)
    var solved = false
    while let path = sources?.nextObject() as? String {
      let file = folder.appendingPathComponent("Sources").appendingPathComponent(path)
      if let text = try? String(contentsOf: file, encoding: .utf8), text.contains("Solved") {
        solved = true
      }
    }
    return solved ? .passed(testCount: 2) : .failed([Self.failure], testCount: 2)
  }

  /// The failure a starter reports.
  static let failure = FailedExpectation(
    test: "answersCorrectly()",
    location: SourceLocation(path: "Tests/Tests.swift", line: 7, column: 5),
    message: "Expectation failed: (answer → 0) == 42", details: ["the answer is 42"])
}

/// Watch events from a script, for `watch` without a terminal.
final class ScriptedEvents: WatchEventSource {
  private var events: [WatchEvent]
  private let duringChecks: () -> WatchEvent?
  /// The folders `watch` asked to watch, each time it asked.
  private(set) var watched: [[String]] = []

  /// - Parameters:
  ///   - events: What `next()` answers, in order, then `.finished`.
  ///   - duringChecks: What `nextIfReady()` answers, asked while a check runs; nothing by
  ///     default, so scripted keys arrive between checks.
  init(_ events: [WatchEvent], duringChecks: @escaping () -> WatchEvent? = { nil }) {
    self.events = events
    self.duringChecks = duringChecks
  }

  func nextIfReady() -> WatchEvent? {
    duringChecks()
  }

  func watch(_ folders: [URL]) {
    watched.append(
      folders.map { "\($0.deletingLastPathComponent().lastPathComponent)/\($0.lastPathComponent)" })
  }

  func next() -> WatchEvent {
    events.isEmpty ? .finished : events.removeFirst()
  }
}
