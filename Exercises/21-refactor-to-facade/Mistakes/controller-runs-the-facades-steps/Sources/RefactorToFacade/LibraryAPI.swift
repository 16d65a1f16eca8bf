/// The facade: the one door the screen goes through to the albums, the archive and the server.
final class LibraryAPI {
  private let archive: AlbumArchive
  private let httpClient: HTTPClient
  /// The albums, in the order the screen shows them.
  private(set) var albums: [Album]

  /// Opens the library saved in `archive`, telling `httpClient` of every change.
  init(archive: AlbumArchive, httpClient: HTTPClient) throws {
    self.archive = archive
    self.httpClient = httpClient
    albums = try archive.load()
  }

  /// Inserts `album` at `index` (at the end when `index` is past it).
  func insertAlbum(_ album: Album, at index: Int) {
    albums.insert(album, at: min(max(index, 0), albums.count))
  }

  /// Removes the album at `index`; throws, changing nothing, when there is no album there.
  func removeAlbum(at index: Int) throws {
    guard albums.indices.contains(index) else {
      throw LibraryError.noAlbum(at: index, count: albums.count)
    }
    albums.remove(at: index)
  }

  /// Saves the albums.
  func saveAlbums() throws {
    try archive.save(albums)
  }

  /// Tells the server that `album` was added.
  func notifyServerOfAdd(_ album: Album) {
    httpClient.post("/api/addAlbum", body: album.title)
  }

  /// Tells the server that the album at `index` was deleted.
  func notifyServerOfDelete(at index: Int) {
    httpClient.post("/api/deleteAlbum", body: String(index))
  }
}
