import Foundation

/// The library screen's controller: it shows the albums as rows, and adds and deletes them.
///
/// Persisting is the model's business, so it is named in the model's words: the albums are
/// persisted to their store location.
final class LibraryViewController {
  private let storeLocation: URL
  private let httpClient: HTTPClient
  private var albums: [Album]

  /// Opens the screen on the albums saved at `storeLocation`, or the placeholders when nothing is
  /// saved there yet; throws when a file is there but cannot be read as albums.
  init(storeLocation: URL, httpClient: HTTPClient) throws {
    self.storeLocation = storeLocation
    self.httpClient = httpClient
    if FileManager.default.fileExists(atPath: storeLocation.path) {
      albums = try JSONDecoder().decode([Album].self, from: Data(contentsOf: storeLocation))
    } else {
      albums = Album.placeholders
    }
  }

  /// One row per album: its title, artist and year.
  var rows: [String] {
    albums.map { "\($0.title) by \($0.artist) (\($0.year))" }
  }

  /// Inserts `album` at `index` (at the end when `index` is past it), saves, and tells the
  /// server.
  func addAlbum(_ album: Album, at index: Int) throws {
    albums.insert(album, at: min(max(index, 0), albums.count))
    try persist()
    httpClient.post("/api/addAlbum", body: album.title)
  }

  /// Deletes the album at `index`, saves, and tells the server; throws, changing nothing, when
  /// there is no album there.
  func deleteAlbum(at index: Int) throws {
    guard albums.indices.contains(index) else {
      throw LibraryError.noAlbum(at: index, count: albums.count)
    }
    albums.remove(at: index)
    try persist()
    httpClient.post("/api/deleteAlbum", body: String(index))
  }

  private func persist() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(albums).write(to: storeLocation, options: .atomic)
  }
}
