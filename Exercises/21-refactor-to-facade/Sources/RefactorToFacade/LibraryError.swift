/// Why the library refused a change.
enum LibraryError: Error, Equatable {
  /// There is no album at `index`: the library holds `count` albums.
  case noAlbum(at: Int, count: Int)
}
