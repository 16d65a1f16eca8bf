/// Why the album list refused a change.
enum PersistencyError: Error, Equatable {
  /// An album cannot go before the first place.
  case negativeIndex(Int)
  /// There is no album at `index`: the list holds `count` albums.
  case noAlbum(at: Int, count: Int)
}
