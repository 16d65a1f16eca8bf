import CommandLineVocabulary
import Facade
import FileSafety
import Foundation

/// Downloaded covers kept as files in a folder: the Facade's ``CoverStore`` seam on disk.
///
/// The 2014 code named each file after the last part of the cover's address: two covers with
/// the same file name overwrote each other, and an address ending in `..`, `/` or a very long
/// name gave a file name that is no file at all. Here every name comes from
/// `cacheFileName(forKey:)`: letters, digits and a hash, never a path.
struct FileCoverStore: CoverStore {
  /// The folder's name in the data directory.
  static let folderName = "covers"

  /// The folder holding the covers.
  let folder: URL

  private let writer = AtomicFileWriter()

  /// Creates a store in `directory`/covers, creating the folder if needed.
  ///
  /// - Throws: A sentence saying why the folder cannot be used.
  init(directory: URL) throws(FileCoverStoreError) {
    folder = directory.appending(path: Self.folderName)
    // A file, or a link to nothing, where the folder should be: creating it would fail.
    var isDirectory: ObjCBool = false
    let isThere = (try? FileManager.default.attributesOfItem(atPath: folder.path)) != nil
    let isFolder = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
    if isThere, !(isFolder && isDirectory.boolValue) {
      throw FileCoverStoreError(folder: folder, reason: .notAFolder)
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw FileCoverStoreError(folder: folder, reason: .system(error.reason))
    }
  }

  /// The store in `directory`/covers or, when that folder cannot be used, covers kept in memory
  /// until the app quits, with a note saying so in the language of `messages`: the cache is
  /// disposable, never a reason not to start.
  static func openOrInMemory(directory: URL, messages: any AppMessages)
    -> (store: any CoverStore, note: String?)
  {
    do {
      return (try FileCoverStore(directory: directory), nil)
    } catch {
      return (InMemoryCoverStore(), messages.coversInMemory(because: error))
    }
  }

  // tutorial:begin file-cover-store
  /// The file that holds the cover for `url`; always directly inside ``folder``.
  func fileURL(for url: String) -> URL {
    folder.appending(path: cacheFileName(forKey: url))
  }

  func coverData(for url: String) -> Data? {
    try? Data(contentsOf: fileURL(for: url))
  }

  func saveCoverData(_ data: Data, for url: String) throws {
    try writer.write(data, to: fileURL(for: url))
  }
  // tutorial:end file-cover-store
}

/// The covers folder cannot be used; the message says where and why.
struct FileCoverStoreError: Error, CustomStringConvertible {
  /// Why a folder cannot hold the covers.
  enum Reason {
    /// Something other than a folder has its name.
    case notAFolder
    /// The system refused to create it, in the system's words.
    case system(String)
  }

  /// The folder that was to hold the covers.
  let folder: URL
  /// Why it cannot.
  let reason: Reason

  var description: String { EnglishAppMessages().coverCacheUnusable(self) }
}
