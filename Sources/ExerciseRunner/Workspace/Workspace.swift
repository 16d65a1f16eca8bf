import CommandLineVocabulary
import Foundation

/// The Exercises folder the runner works in: its exercises, its progress file, its build cache.
struct Workspace {
  /// The name of the metadata file at the top of the Exercises folder.
  static let metadataFileName = "exercises.json"

  /// The `Exercises` folder.
  let folder: URL
  /// Every exercise, in order.
  let exercises: [Exercise]

  /// The learner's progress: a plain text file, ignored by git.
  var progressFile: URL { folder.appendingPathComponent(".progress") }

  /// Where exercises are built: `.build/<exercise folder>` for each, and the module cache in
  /// `.build/ModuleCache`, which they share (``SwiftTestChecker/moduleCacheFolder``).
  ///
  /// Each exercise is its own package, so a broken one never stops another from building. They
  /// cannot share one SwiftPM build folder (SwiftPM keeps one package's build plan there, and
  /// may run the previous package's tests for the next one), but they can share the compiler's
  /// module cache, the bulk of a first build: with it, a first check of a new exercise takes
  /// about a third of the time.
  var buildFolder: URL { folder.appendingPathComponent(".build") }

  /// The package folder of `exercise`.
  func folder(of exercise: Exercise) -> URL {
    folder.appendingPathComponent(exercise.folder, isDirectory: true)
  }
}

/// Why the Exercises folder could not be used.
enum WorkspaceError: Error, Equatable {
  /// No `Exercises/exercises.json` in `directory` or any folder above it.
  case notFound(searchedFrom: String)
  /// `--exercises-path` names a folder without an `exercises.json`.
  case notAnExercisesFolder(String)
  /// The metadata file exists but could not be read or decoded.
  case unreadableMetadata(path: String, reason: String)
  /// An exercise's `folder` or one of its `files` leads outside where it belongs.
  case escapingPath(exercise: String, path: String, container: String)

  /// What to tell the learner, including what to do about it, in the words of `messages`.
  func message(_ messages: any Messages) -> String {
    switch self {
    case .notFound(let directory): messages.noExercisesFolder(searchedFrom: directory)
    case .notAnExercisesFolder(let path): messages.notAnExercisesFolder(path)
    case .unreadableMetadata(let path, let reason): messages.couldNotRead(path, reason: reason)
    case .escapingPath(let exercise, let path, let container):
      messages.escapingPath(exercise: exercise, path: path, container: container)
    }
  }

  /// The exit code that goes with the error.
  var exitCode: ExitCode {
    switch self {
    case .notFound, .notAnExercisesFolder: .noInput
    case .unreadableMetadata, .escapingPath: .dataError
    }
  }
}

extension Workspace {
  /// Finds the Exercises folder and reads its metadata.
  ///
  /// - Parameters:
  ///   - directory: Where the search starts: the current directory, normally the kit's root.
  ///     This folder and each one above it is tried for `Exercises/exercises.json`, and for an
  ///     `exercises.json` of its own (so kit also works from inside `Exercises`).
  ///   - explicitPath: The `--exercises-path` option, which skips the search; relative paths
  ///     are resolved against `directory`.
  /// - Returns: The workspace, its metadata read.
  /// - Throws: `WorkspaceError` when no folder is found, or its metadata cannot be read or
  ///   names a path outside the folder.
  static func locate(from directory: URL, explicitPath: String? = nil) throws(WorkspaceError)
    -> Workspace
  {
    if let explicitPath {
      let folder = URL(fileURLWithPath: explicitPath, relativeTo: directory).standardizedFileURL
      guard hasMetadata(folder) else { throw .notAnExercisesFolder(explicitPath) }
      return try load(folder)
    }
    var candidate = directory.standardizedFileURL
    while true {
      if hasMetadata(candidate) { return try load(candidate) }
      let exercises = candidate.appendingPathComponent("Exercises", isDirectory: true)
      if hasMetadata(exercises) { return try load(exercises) }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    throw .notFound(searchedFrom: directory.path)
  }

  /// Reads the metadata of the Exercises folder at `folder`.
  static func load(_ folder: URL) throws(WorkspaceError) -> Workspace {
    let metadata = folder.appendingPathComponent(metadataFileName)
    let list: ExerciseList
    do {
      let data = try Data(contentsOf: metadata)
      list = try JSONDecoder().decode(ExerciseList.self, from: data)
    } catch let error as DecodingError {
      throw .unreadableMetadata(path: metadata.path, reason: error.whereAndWhat)
    } catch {
      throw .unreadableMetadata(path: metadata.path, reason: error.reason)
    }
    if let exercise = list.exercises.first(where: {
      !CheckTimeLimits.allowedTestSeconds.contains($0.testTimeLimitSeconds ?? 1)
    }) {
      throw .unreadableMetadata(
        path: metadata.path,
        reason: "\"testTimeLimitSeconds\" of \(exercise.name) must be a whole number of "
          + "seconds from 1 to \(CheckTimeLimits.allowedTestSeconds.upperBound)")
    }
    let workspace = Workspace(folder: folder, exercises: list.exercises)
    // Every command, `verify` too, refuses metadata that would reach outside.
    if let escape = workspace.escapingPath() { throw escape }
    return workspace
  }

  private static func hasMetadata(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(metadataFileName).path)
  }
}
