import Foundation

/// The composition root: builds the library screen on the archive at `archiveURL`, telling
/// `httpClient` of every change.
func makeLibraryScreen(archiveURL: URL, httpClient: HTTPClient) throws -> LibraryViewController {
  let library = try LibraryAPI(archive: AlbumArchive(url: archiveURL), httpClient: httpClient)
  return LibraryViewController(library: library)
}

/// Puts `data` at `url` in place of what was there: the new file is written beside the old one,
/// then takes its place, so a failed write leaves the old file as it was.
func replaceFile(at url: URL, with data: Data) throws {
  let fileManager = FileManager.default
  let newFile = url.appendingPathExtension("new")
  try data.write(to: newFile)
  if fileManager.fileExists(atPath: url.path) {
    try fileManager.removeItem(at: url)
  }
  try fileManager.moveItem(at: newFile, to: url)
}
