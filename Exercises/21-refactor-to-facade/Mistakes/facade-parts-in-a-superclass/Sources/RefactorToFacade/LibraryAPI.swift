/// The facade: the one door the screen goes through to the albums, the archive and the server.
final class LibraryAPI: LibraryParts {
  /// The albums, in the order the screen shows them.
  private(set) var albums: [Album]

  /// Opens the library saved in `archive`, telling `httpClient` of every change.
  init(archive: AlbumArchive, httpClient: HTTPClient) throws {
    albums = try archive.load()
    super.init(archive: archive, client: httpClient)
  }

  /// Inserts `album` at `index` (at the end when `index` is past it), saves, and tells the
  /// server.
  func addAlbum(_ album: Album, at index: Int) throws {
    albums.insert(album, at: min(max(index, 0), albums.count))
    try commit(albums, path: "/api/addAlbum", body: album.title)
  }

  /// Deletes the album at `index`, saves, and tells the server; throws, changing nothing, when
  /// there is no album there.
  func deleteAlbum(at index: Int) throws {
    guard albums.indices.contains(index) else {
      throw LibraryError.noAlbum(at: index, count: albums.count)
    }
    albums.remove(at: index)
    try commit(albums, path: "/api/deleteAlbum", body: String(index))
  }
}
