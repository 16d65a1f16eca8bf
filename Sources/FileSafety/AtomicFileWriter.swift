import CommandLineVocabulary
import Foundation

/// Replaces a file's contents so that a crash at any moment leaves either the old file or the
/// new one, whole, and never a mix of the two.
///
/// Writing over a file in place is not safe: a process killed halfway leaves half a file, and
/// the memento it held is lost. So the writer never touches the file itself. It writes a
/// temporary file in the same folder, flushes it to the disk, and only then renames it over the
/// old one:
///
/// 1. create `albums.json.saving-<UUID>` beside `albums.json` (a unique name, so two savers
///    never write into the same temporary file);
/// 2. write the bytes into it;
/// 3. flush them to the disk (`fsync`), so the rename never publishes a file whose bytes are
///    still only in memory;
/// 4. rename it to `albums.json` with POSIX `rename(2)`, which replaces the target in one step on
///    Linux and macOS alike: any reader, and any crash, sees the old file or the new one.
///
/// Finally the folder is flushed too, so the rename itself survives a power loss (best effort:
/// some file systems cannot flush a folder, and by then the new file is in place anyway).
///
/// Two things a user set up on the old file survive the save. Its permissions: the temporary
/// file takes the old file's mode, so a `0400` archive stays `0400` (the save replaces the file,
/// which the folder's permissions allow; the mode says who may read it). And a symbolic link:
/// when the name is a link, the writer follows it and replaces the file it leads to, in that
/// file's own folder, so the link keeps pointing where the user put the data.
///
/// `rename(2)` is the one call POSIX defines as atomic for this, on both platforms. On Linux,
/// `FileManager.replaceItemAt(_:withItemAt:)` needs the old file to exist (so the first save
/// would fail) and exchanges the two files, leaving the old contents at the temporary path.
/// `Data.write(to:options: .atomic)` does much the same as this type, but falls back to a
/// non-atomic write on some file systems, does not flush the folder, and cannot be made to
/// fail at one step, which is how the tests prove the old file survives every step.
public struct AtomicFileWriter: Sendable {
  /// The steps of a save, in order; an ``AtomicWriteError`` names the one that failed.
  public enum Step: String, Sendable, CustomStringConvertible {
    /// Creating the temporary file beside the target.
    case creatingTemporaryFile = "creating the temporary file"
    /// Writing the bytes into the temporary file.
    case writing = "writing the temporary file"
    /// Flushing the temporary file to the disk.
    case synchronizing = "flushing the temporary file to the disk"
    /// Renaming the temporary file over the target.
    case replacing = "renaming the temporary file over the old one"

    /// What the step does, as the error message says it.
    public var description: String { rawValue }
  }

  /// The file-system calls a save is made of.
  ///
  /// Tests replace one to fail, or to kill the process, at that step.
  struct Operations: Sendable {
    var createFile: @Sendable (URL) throws -> FileHandle
    var write: @Sendable (FileHandle, Data) throws -> Void
    var synchronize: @Sendable (FileHandle) throws -> Void
    var rename: @Sendable (URL, URL) throws -> Void

    /// The real calls.
    static let system = Operations(
      createFile: { url in
        // `.withoutOverwriting` creates the file exclusively (O_EXCL): it is ours alone.
        try Data().write(to: url, options: .withoutOverwriting)
        return try FileHandle(forWritingTo: url)
      },
      write: { file, data in try file.write(contentsOf: data) },
      synchronize: { file in try file.synchronize() },
      rename: renameReplacingDestination
    )
  }

  let operations: Operations

  /// Creates a writer that uses the file system.
  public init() {
    self.init(operations: .system)
  }

  init(operations: Operations) {
    self.operations = operations
  }

  // tutorial:begin atomic-write
  /// Replaces the contents of the file at `fileURL` with `data`, creating the file if needed.
  ///
  /// When this throws, the file at `fileURL` is exactly what it was before, and the temporary
  /// file is gone. The folder must exist already.
  /// - Throws: ``AtomicWriteError``, naming the step that failed.
  public func write(_ data: Data, to fileURL: URL) throws {
    let target = Self.followingSymbolicLinks(fileURL)
    let temporaryURL = target.deletingLastPathComponent()
      .appending(path: "\(target.lastPathComponent)\(Self.temporarySuffix)\(UUID().uuidString)")
    let file = try perform(.creatingTemporaryFile, for: fileURL) {
      let file = try operations.createFile(temporaryURL)
      try Self.copyPermissions(from: target, to: temporaryURL)
      return file
    }
    do {
      try fill(file, with: data, for: fileURL)
      try perform(.replacing, for: fileURL) { try operations.rename(temporaryURL, target) }
    } catch {
      try? FileManager.default.removeItem(at: temporaryURL)
      throw error
    }
    synchronizeFolder(of: target)
  }

  /// Writes and flushes the temporary file, closing it whatever happens.
  private func fill(_ file: FileHandle, with data: Data, for fileURL: URL) throws {
    // Once the bytes are flushed, closing cannot lose them: a close error changes nothing.
    defer { try? file.close() }
    try perform(.writing, for: fileURL) { try operations.write(file, data) }
    try perform(.synchronizing, for: fileURL) { try operations.synchronize(file) }
  }
  // tutorial:end atomic-write

  /// What comes between a file's name and a UUID in its temporary file's name.
  static let temporarySuffix = ".saving-"

  /// The file `url` leads to: itself, or the end of its chain of symbolic links.
  ///
  /// A relative link is read from its own folder; a chain longer than any real one is left as
  /// it stands.
  static func followingSymbolicLinks(_ url: URL) -> URL {
    var current = url
    for _ in 0..<32 {
      guard
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? URL(filePath: destination)
        : current.deletingLastPathComponent().appending(path: destination)
    }
    return current
  }

  /// Gives `temporaryURL` the permissions of the file at `target`, if there is one.
  private static func copyPermissions(from target: URL, to temporaryURL: URL) throws {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: target.path),
      let permissions = attributes[.posixPermissions]
    else { return }
    try FileManager.default.setAttributes(
      [.posixPermissions: permissions], ofItemAtPath: temporaryURL.path)
  }

  private func perform<Result>(
    _ step: Step, for fileURL: URL, _ body: () throws -> Result
  ) throws -> Result {
    do {
      return try body()
    } catch {
      throw AtomicWriteError(fileURL: fileURL, step: step, underlyingError: error)
    }
  }

  /// Flushes the folder's list of names, so the rename is on the disk too (best effort).
  private func synchronizeFolder(of fileURL: URL) {
    guard let folder = try? FileHandle(forReadingFrom: fileURL.deletingLastPathComponent())
    else { return }
    try? folder.synchronize()
    try? folder.close()
  }
}

/// A save that did not happen: the old file is untouched, and this says which step failed.
public struct AtomicWriteError: Error, CustomStringConvertible {
  /// The file that was to be replaced (and still holds its old contents).
  public let fileURL: URL
  /// The step that failed.
  public let step: AtomicFileWriter.Step
  /// What the system reported.
  public let underlyingError: any Error

  /// A sentence for the user: which file, which step, and the system's reason.
  public var description: String {
    "could not save \(fileURL.path) (\(step)): \(underlyingError.reason)"
  }
}

/// POSIX `rename(2)`: atomically makes `destination` name the file `source` named.
private func renameReplacingDestination(_ source: URL, _ destination: URL) throws {
  guard rename(source.path, destination.path) == 0 else {
    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}
