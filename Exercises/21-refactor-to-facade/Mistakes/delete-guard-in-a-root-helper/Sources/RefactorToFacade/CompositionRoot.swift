import Foundation

/// The composition root: builds the library screen on the archive at `archiveURL`, telling
/// `httpClient` of every change.
func makeLibraryScreen(archiveURL: URL, httpClient: HTTPClient) throws -> LibraryViewController {
  let library = try LibraryAPI(archive: AlbumArchive(url: archiveURL), httpClient: httpClient)
  return LibraryViewController(library: library)
}

/// The screen's input check: a row the user deletes must be one of the library's albums.
func validateAlbumIndex(_ index: Int, in library: LibraryAPI) throws {
  guard library.albums.indices.contains(index) else {
    throw LibraryError.noAlbum(at: index, count: library.albums.count)
  }
}
