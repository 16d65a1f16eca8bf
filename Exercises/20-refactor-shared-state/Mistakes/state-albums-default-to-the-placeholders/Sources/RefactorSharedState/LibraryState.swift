/// The albums on the library screen, and which one is selected.
///
/// There is no `shared` instance: the composition root makes one and hands it to every part of
/// the screen, so each screen, and each test, has a state of its own.
@MainActor
final class LibraryState {
  /// The albums, in the order the list shows them.
  var albums: [Album]
  /// The index of the selected album in `albums`, or `nil` when none is.
  var selectedIndex: Int?

  /// Creates the state of a screen that shows `albums`, none of them selected.
  init(albums: [Album] = Album.placeholders) {
    self.albums = albums
  }
}
