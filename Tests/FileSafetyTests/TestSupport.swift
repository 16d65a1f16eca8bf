import Foundation

/// A fresh, empty folder for one test, removed by `defer { folder.remove() }`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "FileSafetyTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A file in the folder (not created).
  func file(_ name: String) -> URL {
    url.appending(path: name)
  }

  /// The names of the files in the folder, sorted.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
