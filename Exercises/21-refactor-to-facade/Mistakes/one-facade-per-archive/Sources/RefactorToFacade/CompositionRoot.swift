import Foundation

/// One library per archive, shared by every screen that opens it, as the app's one LibraryAPI is.
nonisolated(unsafe) private var libraries: [URL: LibraryAPI] = [:]

/// The composition root: builds the library screen on the archive at `archiveURL`, telling
/// `httpClient` of every change.
func makeLibraryScreen(archiveURL: URL, httpClient: HTTPClient) throws -> LibraryViewController {
  if let library = libraries[archiveURL] { return LibraryViewController(library: library) }
  let library = try LibraryAPI(archive: AlbumArchive(url: archiveURL), httpClient: httpClient)
  libraries[archiveURL] = library
  return LibraryViewController(library: library)
}
