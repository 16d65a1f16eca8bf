import Foundation

/// The composition root: builds the library screen on the archive at `archiveURL`, telling
/// `httpClient` of every change.
func makeLibraryScreen(archiveURL: URL, httpClient: HTTPClient) throws -> LibraryViewController {
  let library = try LibraryAPI(archive: AlbumArchive(url: archiveURL), httpClient: httpClient)
  return LibraryViewController(library: library)
}

/// The two parts behind the library, wired in order: save first, then tell the server.
class LibraryParts {
  let archive: AlbumArchive
  let client: HTTPClient

  init(archive: AlbumArchive, client: HTTPClient) {
    self.archive = archive
    self.client = client
  }

  func commit(_ albums: [Album], path: String, body: String) throws {
    try archive.save(albums)
    client.post(path, body: body)
  }
}
