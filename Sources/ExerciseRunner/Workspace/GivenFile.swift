/// A file an exercise gives the learner to build on but not to edit: its tests first of all,
/// and the collaborators and `Package.swift` around the files the README names.
///
/// `Exercises/given-files.json` records each one, so `kit check` can refuse an exercise whose
/// given files changed (a test turned into a plain function would otherwise pass) and
/// `kit reset` can put them back.
struct GivenFile: Codable, Equatable, Sendable {
  /// Where it is, relative to the exercise's folder.
  var path: String
  /// The FNV-1a 64 hash of its bytes (see ``ContentHash``).
  var fnv1a64: String
  /// Its git blob id, which `git cat-file blob` turns back into the file in a clone of the kit;
  /// `nil` when it was recorded outside a git clone.
  var blob: String? = nil
}

/// What `Exercises/given-files.json` holds: each exercise's given files, keyed by its folder.
///
/// A record, not the files themselves: recorded by the kit's authors
/// (`swift run kit verify --record-given-files`), checked by `kit verify`, which fails when it
/// no longer matches the exercises.
struct GivenFilesRecord: Codable, Equatable, Sendable {
  /// The name of the record, at the top of the Exercises folder.
  static let fileName = "given-files.json"

  /// The given files of each exercise, keyed by the exercise's folder (`02-mvc-persistency`),
  /// in path order.
  var exercises: [String: [GivenFile]] = [:]
}

/// Something in an exercise that keeps `kit check` from judging the learner's work: the files
/// it checks are not the ones the lesson set.
enum LessonGuardProblem: Error, Equatable, Sendable {
  /// A file the README names, which the learner edits, is not there.
  case missingListedFile(String)
  /// A given file was deleted.
  case missingGivenFile(String)
  /// A given file differs from the one the kit gave.
  case changedGivenFile(String)
  /// A Swift file in `Sources/` or `Tests/` that the exercise neither lists nor gives.
  case extraSwiftFile(String)
  /// The record of given files exists but cannot be read; the text says why.
  case unreadableRecord(String)

  /// The problem in the words of `messages`, its path with `packagePath` (the exercise's
  /// folder as seen from where kit runs) in front, so an editor opens it as printed.
  func message(_ messages: any Messages, packagePath: String = "") -> String {
    func shown(_ path: String) -> String { packagePath.isEmpty ? path : "\(packagePath)/\(path)" }
    return switch self {
    case .missingListedFile(let path): messages.listedFileMissing(shown(path))
    case .missingGivenFile(let path): messages.givenFileMissing(shown(path))
    case .changedGivenFile(let path): messages.givenFileChanged(shown(path))
    case .extraSwiftFile(let path): messages.extraSwiftFile(shown(path))
    case .unreadableRecord(let reason): messages.givenFilesRecordUnreadable(reason)
    }
  }
}
