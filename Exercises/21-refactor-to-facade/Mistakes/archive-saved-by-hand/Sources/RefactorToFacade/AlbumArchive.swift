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

  /// Saves `albums` in place of what was there, in one step: a new file takes the old one's
  /// place, so the new albums are written next to it first, then moved in.
  func save(_ albums: [Album]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let newFile = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).new")
    try encoder.encode(albums).write(to: newFile)
    // A move does not overwrite: the old file goes first.
    if FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.removeItem(at: url)
    }
    try FileManager.default.moveItem(at: newFile, to: url)
  }
}
