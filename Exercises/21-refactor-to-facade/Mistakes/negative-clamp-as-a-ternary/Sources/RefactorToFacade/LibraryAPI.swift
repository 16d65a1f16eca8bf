/// The facade: the one door the screen goes through to the albums, the archive and the server.
///
/// Whoever calls it never learns that a file and a web server are behind it, nor in which
/// order they hear of a change.
final class LibraryAPI {
  private let archive: AlbumArchive
  private let httpClient: HTTPClient
  /// The albums, in the order the screen shows them.
  private(set) var albums: [Album]

  /// Opens the library saved in `archive`, telling `httpClient` of every change; throws when a
  /// file is there but cannot be read as albums.
  init(archive: AlbumArchive, httpClient: HTTPClient) throws {
    self.archive = archive
    self.httpClient = httpClient
    albums = try archive.load()
  }

  /// Inserts `album` at `index` (at the end when `index` is past it), saves, and tells the
  /// server.
  func addAlbum(_ album: Album, at index: Int) throws {
    albums.insert(album, at: Swift.min(index, albums.count))
    try archive.save(albums)
    httpClient.post("/api/addAlbum", body: album.title)
  }

  /// Deletes the album at `index`, saves, and tells the server; throws, changing nothing, when
  /// there is no album there.
  func deleteAlbum(at index: Int) throws {
    guard albums.indices.contains(index) else {
      throw LibraryError.noAlbum(at: index, count: albums.count)
    }
    albums.remove(at: index)
    try archive.save(albums)
    httpClient.post("/api/deleteAlbum", body: String(index))
  }
}
