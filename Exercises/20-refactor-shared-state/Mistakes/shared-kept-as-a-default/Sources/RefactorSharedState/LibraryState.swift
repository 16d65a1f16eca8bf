/// The albums on the library screen, and which one is selected.
@MainActor
final class LibraryState {
  /// The state callers get when they are given none.
  static let shared = LibraryState(albums: Album.placeholders)

  /// The albums, in the order the list shows them.
  var albums: [Album]
  /// The index of the selected album in `albums`, or `nil` when none is.
  var selectedIndex: Int?

  /// Creates the state of a screen that shows `albums`, none of them selected.
  init(albums: [Album]) {
    self.albums = albums
  }
}
