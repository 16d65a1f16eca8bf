import Foundation

/// A fresh, empty folder for one test, removed by `defer { folder.remove() }`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "MementoTests-\(UUID().uuidString)")
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

/// An album as the MVC module models it: the archive's test payload.
struct TestAlbum: Codable, Equatable, Sendable {
  var title: String
  var artist: String
  var genre: String
  var coverURL: String
  var year: String
}

extension TestAlbum {
  static let bestOfBowie = TestAlbum(
    title: "Best of Bowie", artist: "David Bowie", genre: "Pop",
    coverURL:
      "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png",
    year: "1992")
  static let itsMyLife = TestAlbum(
    title: "It's My Life", artist: "No Doubt", genre: "Pop",
    coverURL:
      "http://www.coversproject.com/static/thumbs/album/album_no%20doubt_its%20my%20life%20%20bathwater.png",
    year: "2003")
  static let nothingLikeTheSun = TestAlbum(
    title: "Nothing Like The Sun", artist: "Sting", genre: "Pop",
    coverURL:
      "http://www.coversproject.com/static/thumbs/album/album_sting_nothing%20like%20the%20sun.png",
    year: "1999")
}

/// A failure a test injects into a save; its message is the same on every platform.
struct InjectedFailure: LocalizedError {
  var errorDescription: String? { "disk full (injected)" }
}
