/// The library screen's controller: it shows the albums as rows, and adds and deletes them.
///
/// It only controls: the albums, the file they are saved in and the server are the library's
/// business, behind the `LibraryAPI` facade it is given.
final class LibraryViewController {
  private let library: LibraryAPI

  /// Creates the screen's controller on `library`.
  init(library: LibraryAPI) {
    self.library = library
  }

  /// One row per album: its title, artist and year.
  var rows: [String] {
    library.albums.map { "\($0.title) by \($0.artist) (\($0.year))" }
  }

  /// Adds `album` at `index`, or at the end when `index` is past it.
  func addAlbum(_ album: Album, at index: Int) throws {
    try library.addAlbum(album, at: index < 0 ? 0 : index)
  }

  /// Deletes the album at `index`; throws, changing nothing, when there is no album there.
  func deleteAlbum(at index: Int) throws {
    try library.deleteAlbum(at: index)
  }
}
