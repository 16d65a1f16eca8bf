import Facade
import Foundation
import Memento

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
  init(directory: URL) throws {
    folder = directory.appending(path: Self.folderName)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
