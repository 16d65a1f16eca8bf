/// The albums on the library screen, and which one is selected.
@MainActor
final class LibraryState {
  /// The state of the whole app, reachable from anywhere.
  static let current = LibraryState()

  /// The albums, in the order the list shows them.
  var albums: [Album] = Album.placeholders
  /// The index of the selected album in `albums`, or `nil` when none is.
  var selectedIndex: Int?
}
