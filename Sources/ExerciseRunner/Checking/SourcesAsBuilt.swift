import Foundation

/// What the last check of a package built: each of its Swift files' contents and date, and
/// when the build was over.
///
/// The compiler's incremental build takes a file whose date has not moved on by a whole second
/// for the file it last built. An editor that saves twice in one second (a save, then a
/// formatter), or a file put back with its old date (`cp -p`, an undo that restores the
/// date), would then be checked as it was, and the learner told the last version's verdict.
/// So each check remembers what it built, and the next one forgets the build of any module
/// whose file changed where the date cannot tell: the verdict is always the code's on disk.
struct SourcesAsBuilt: Codable, Equatable, Sendable {
  /// One file as a build found it.
  struct File: Codable, Equatable, Sendable {
    /// Its contents' hash (``ContentHash``): the same contents, the same hash.
    var fingerprint: String
    /// When it was last written, in seconds since 1970.
    var modified: Double
  }

  /// Every `.swift` file in the package's `Sources` and `Tests`, by its path in the package.
  var files: [String: File]
  /// When the build was over, in seconds since 1970.
  var finished: Double = 0

  /// The package's Swift files as they are now in `package`.
  init(package: URL) {
    var files: [String: File] = [:]
    for folder in ["Sources", "Tests"] {
      let root = package.appendingPathComponent(folder)
      let paths = FileManager.default.enumerator(atPath: root.path)
      while let path = paths?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        let url = root.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url),
          let date = try? FileManager.default.attributesOfItem(atPath: url.path)[
            .modificationDate] as? Date
        else { continue }
        files["\(folder)/\(path)"] = File(
          fingerprint: ContentHash.fnv1a64(data), modified: date.timeIntervalSince1970)
      }
    }
    self.files = files
  }

  init(files: [String: File], finished: Double) {
    self.files = files
    self.finished = finished
  }

  /// The paths of `now`'s files whose contents this build did not see, though their dates
  /// could pass for what it saw.
  ///
  /// Such a date is no later than the second the build was over in, or in the same second as
  /// the date it built. A file whose date has moved on past both is built again by the
  /// compiler itself, and a new file always is.
  func changedUnseen(in now: SourcesAsBuilt) -> [String] {
    now.files.compactMap { path, file in
      guard let built = files[path], built.fingerprint != file.fingerprint else { return nil }
      let second = file.modified.rounded(.down)
      let couldPass =
        second <= finished.rounded(.down) || second == built.modified.rounded(.down)
      return couldPass ? path : nil
    }.sorted()
  }

  /// Where a package's record is kept in its build folder.
  static func record(inScratch scratch: URL) -> URL {
    scratch.appendingPathComponent("kit-sources-as-built.json")
  }

  /// The record kept at `url`; `nil` when there is none or it cannot be read.
  init?(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url),
      let record = try? JSONDecoder().decode(Self.self, from: data)
    else { return nil }
    self = record
  }

  /// Keeps the record at `url`, in place of the last one; when it cannot be written there is
  /// none, and the next check trusts the dates as the compiler does.
  func write(to url: URL) {
    try? FileManager.default.removeItem(at: url)
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: url, options: .atomic)
  }
}
