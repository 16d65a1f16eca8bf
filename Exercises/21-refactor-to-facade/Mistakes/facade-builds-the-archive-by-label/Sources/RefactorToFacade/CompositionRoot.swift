import Foundation

/// The composition root: builds the library screen on the archive at `archiveURL`, telling
/// `httpClient` of every change.
func makeLibraryScreen(archiveURL: URL, httpClient: HTTPClient) throws -> LibraryViewController {
  let library = try LibraryAPI(archiveURL: archiveURL, httpClient: httpClient)
  return LibraryViewController(library: library)
}
