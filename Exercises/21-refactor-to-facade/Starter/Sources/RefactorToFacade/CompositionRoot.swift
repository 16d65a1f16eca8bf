import Foundation

/// The composition root: builds the library screen on the archive at `archiveURL`, telling
/// `httpClient` of every change.
func makeLibraryScreen(archiveURL: URL, httpClient: HTTPClient) throws -> LibraryViewController {
  // TODO: Build the archive and the facade here, and give the controller the facade.
  try LibraryViewController(archiveURL: archiveURL, httpClient: httpClient)
}
