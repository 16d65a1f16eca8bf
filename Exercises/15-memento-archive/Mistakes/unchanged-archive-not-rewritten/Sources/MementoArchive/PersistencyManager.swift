import Foundation

/// The album list, kept in an archive file between launches.
///
/// The archive is a memento of the list: the albums encode themselves into it and decode
/// themselves out of it, so the file never needs to know what an album holds.
struct PersistencyManager {
  /// The albums, in order.
  private(set) var albums: [Album]
  /// Where the archive is.
  let archiveURL: URL

  /// Opens the archive at `archiveURL`.
  ///
  /// On a first launch there is none: the list starts with the five placeholder albums, and
  /// they are saved at once.
  ///
  /// - Throws: When the archive exists but cannot be read or decoded, or cannot be created.
  init(archiveURL: URL) throws {
    self.archiveURL = archiveURL
    if FileManager.default.fileExists(atPath: archiveURL.path) {
      albums = try JSONDecoder().decode([Album].self, from: Data(contentsOf: archiveURL))
    } else {
      albums = Album.placeholders
      try saveAlbums()
    }
  }

  /// Writes the albums to the archive, as JSON, replacing it in one step.
  func saveAlbums() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(albums)
    // Rewriting the same bytes is wasted work.
    if let old = try? Data(contentsOf: archiveURL), old == data { return }
    try data.write(to: archiveURL, options: .atomic)
  }
  /// Adds `album` at `index`, or at the end when `index` is past it (exercise 2).
  mutating func addAlbum(_ album: Album, at index: Int) throws(PersistencyError) {
    guard index >= 0 else { throw .negativeIndex(index) }
    if index <= albums.count {
      albums.insert(album, at: index)
    } else {
      albums.append(album)
    }
  }
}
