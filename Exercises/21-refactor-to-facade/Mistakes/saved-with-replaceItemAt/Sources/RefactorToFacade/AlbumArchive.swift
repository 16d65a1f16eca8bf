import Foundation

/// The file the albums are saved in, as JSON.
struct AlbumArchive {
  /// Where the file is.
  let url: URL

  /// The saved albums, or the placeholders when nothing is saved yet; throws when a file is
  /// there but cannot be read as albums.
  func load() throws -> [Album] {
    guard FileManager.default.fileExists(atPath: url.path) else { return Album.placeholders }
    return try JSONDecoder().decode([Album].self, from: Data(contentsOf: url))
  }

  /// Saves `albums` in place of what was there, in one step.
  func save(_ albums: [Album]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(albums)
    guard FileManager.default.fileExists(atPath: url.path) else {
      try data.write(to: url)
      return
    }
    let staged = url.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString)")
    try data.write(to: staged)
    _ = try FileManager.default.replaceItemAt(url, withItemAt: staged)
  }
}
