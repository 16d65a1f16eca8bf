import CommandLineVocabulary
import Foundation

/// The guard that keeps a check about the lesson: the files the README names are there, and
/// the files around them are the ones the kit gave.
///
/// The reference is a record, `Exercises/given-files.json`, rather than a second copy of each
/// exercise: a hash per file tells a change at once and costs a few kilobytes, and a git blob
/// id per file lets `reset` restore it from the clone the learner already has. A learner who
/// believes a test is wrong, and weakens it, is told so before anything is built.
extension Workspace {
  /// The folders, inside an exercise, whose files the guard watches.
  static let guardedFolders = ["Sources", "Tests"]
  /// Given like the sources: a manifest that drops the test target would skip every test.
  static let guardedManifest = "Package.swift"

  /// Where the record of given files is.
  var givenFilesRecordFile: URL { folder.appendingPathComponent(GivenFilesRecord.fileName) }

  /// The record of given files; an empty one when there is no record at all (then the guard
  /// can only check the listed files, and `kit verify` says the record is missing).
  func givenFilesRecord() throws(LessonGuardProblem) -> GivenFilesRecord {
    guard let data = try? Data(contentsOf: givenFilesRecordFile) else { return GivenFilesRecord() }
    do {
      return try JSONDecoder().decode(GivenFilesRecord.self, from: data)
    } catch let error as DecodingError {
      throw .unreadableRecord(error.whereAndWhat)
    } catch {
      throw .unreadableRecord(error.reason)
    }
  }

  /// The files of `exercise`, as the copy in `package` has them, that the learner does not
  /// edit: `Package.swift` and everything in `Sources/` and `Tests/` but the listed files,
  /// hidden files aside; relative paths, sorted.
  func givenFilePaths(of exercise: Exercise, in package: URL) -> [String] {
    let listed = Set(exercise.files)
    var paths: [String] = []
    if FileManager.default.fileExists(
      atPath: package.appendingPathComponent(Self.guardedManifest).path)
    {
      paths.append(Self.guardedManifest)
    }
    for group in Self.guardedFolders {
      let groupFolder = package.appendingPathComponent(group, isDirectory: true)
      paths += regularFiles(under: groupFolder).map { "\(group)/\($0)" }
    }
    return paths.filter { !listed.contains($0) }.sorted()
  }

  /// Why `kit check` must not judge `exercise` as the copy in `package` has it; empty when the
  /// lesson's files are as they should be.
  ///
  /// Every listed file must exist; every recorded given file must exist unchanged; and no
  /// Swift file may be in `Sources/` or `Tests/` that is neither listed nor given, since kit
  /// checks the files the README names (code moved into a new file would bypass the lesson).
  func lessonProblems(of exercise: Exercise, in package: URL) -> [LessonGuardProblem] {
    var problems: [LessonGuardProblem] = exercise.files.compactMap { file in
      FileManager.default.fileExists(atPath: package.appendingPathComponent(file).path)
        ? nil : .missingListedFile(file)
    }
    let record: GivenFilesRecord
    do {
      record = try givenFilesRecord()
    } catch {
      return problems + [error]
    }
    guard let given = record.exercises[exercise.folder] else { return problems }
    for file in given {
      switch ContentHash.fnv1a64(of: package.appendingPathComponent(file.path)) {
      case nil: problems.append(.missingGivenFile(file.path))
      case file.fnv1a64: continue
      default: problems.append(.changedGivenFile(file.path))
      }
    }
    let known = Set(given.map(\.path))
    for path in givenFilePaths(of: exercise, in: package)
    where path.hasSuffix(".swift") && !known.contains(path) {
      problems.append(.extraSwiftFile(path))
    }
    return problems
  }

  /// How the record of `exercise`'s given files differs from its folder, for `kit verify`:
  /// each path added, changed or gone since it was recorded; empty when it is up to date.
  func givenFilesRecordDrift(of exercise: Exercise) throws(LessonGuardProblem) -> [String] {
    let root = folder(of: exercise)
    let recorded = try givenFilesRecord().exercises[exercise.folder] ?? []
    let current = givenFilePaths(of: exercise, in: root)
    var drift: [String] = []
    for path in current where !recorded.contains(where: { $0.path == path }) {
      drift.append("+ \(path)")
    }
    for file in recorded {
      if !current.contains(file.path) {
        drift.append("- \(file.path)")
      } else if ContentHash.fnv1a64(of: root.appendingPathComponent(file.path)) != file.fnv1a64 {
        drift.append("~ \(file.path)")
      }
    }
    return drift
  }

  /// The given files of `exercise` as its folder has them now, with their hashes and, in a
  /// git clone, their blob ids (from `git hash-object`).
  func recordedGivenFiles(of exercise: Exercise) -> [GivenFile] {
    let root = folder(of: exercise)
    return givenFilePaths(of: exercise, in: root).compactMap { path in
      let url = root.appendingPathComponent(path)
      guard let hash = ContentHash.fnv1a64(of: url) else { return nil }
      return GivenFile(path: path, fnv1a64: hash, blob: Self.gitBlobID(of: url))
    }
  }

  /// Writes `record` as the record of given files, keys sorted, so a change reads as a diff.
  func save(_ record: GivenFilesRecord) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(record)
    data.append(contentsOf: "\n".utf8)
    try data.write(to: givenFilesRecordFile, options: .atomic)
  }

  /// The blob id git gives the file at `url`, or `nil` without git.
  private static func gitBlobID(of url: URL) -> String? {
    guard
      let result = try? Subprocess.run(["git", "hash-object", "--no-filters", url.path]),
      result.succeeded
    else { return nil }
    let id = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return id.wholeMatch(of: /[0-9a-f]{40,64}/) == nil ? nil : id
  }

  /// The contents of the git blob `id`, read in the clone the Exercises folder is in; `nil`
  /// when this is no git clone or the clone does not have it.
  func gitBlob(_ id: String) -> Data? {
    guard
      let result = try? Subprocess.run(["git", "-C", folder.path, "cat-file", "blob", id]),
      result.succeeded
    else { return nil }
    return Data(result.output.utf8)
  }

  /// The paths of the regular files under `folder`, relative to it, hidden ones left out.
  func regularFiles(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = folder.appendingPathComponent(path).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue, !path.hasPrefix("."), !path.contains("/.")
      {
        files.append(path)
      }
    }
    return files.sorted()
  }
}
