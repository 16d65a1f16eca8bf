import Facade
import Foundation
import MVC
import Memento

/// The albums kept in a file between launches: the Facade's ``AlbumArchive`` seam, filled by
/// the Memento module's versioned, atomically written `Archive`.
///
/// The facade asks only "load" and "save"; this adapter is where the app decides that means
/// `albums.json` in the data directory, and turns an unreadable file (set aside, never
/// overwritten) into the note the user sees.
struct FileAlbumArchive: AlbumArchive {
  /// The file's name in the data directory.
  static let fileName = "albums.json"

  private let archive: Archive<[Album]>

  /// Creates the archive in `directory`.
  init(directory: URL) {
    archive = Archive(fileURL: directory.appending(path: Self.fileName))
  }

  func loadAlbums() throws -> SavedAlbums {
    switch try archive.load() {
    case .missing: .nothing
    case .restored(let albums): .albums(albums)
    case .quarantined(let file): .setAside(note: file.description)
    }
  }

  func saveAlbums(_ albums: [Album]) throws {
    try archive.save(albums)
  }
}
