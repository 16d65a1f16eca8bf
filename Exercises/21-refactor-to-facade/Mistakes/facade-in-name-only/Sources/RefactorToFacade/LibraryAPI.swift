/// The facade: the one door the screen goes through to the albums, the archive and the server.
final class LibraryAPI {
  /// The file the albums are saved in.
  let archive: AlbumArchive
  /// The server's client.
  let httpClient: HTTPClient
  /// The albums, in the order the screen shows them.
  var albums: [Album]

  /// Opens the library saved in `archive`; throws when it cannot be read.
  init(archive: AlbumArchive, httpClient: HTTPClient) throws {
    self.archive = archive
    self.httpClient = httpClient
    albums = try archive.load()
  }
}
