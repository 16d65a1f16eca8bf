/// The albums on the library screen, and which one is selected.
@MainActor
final class LibraryState {
  // TODO: This global is reached from every file. Give LibraryState an init(albums:), delete
  // `shared`, and let the composition root (LibraryScreen.swift) make the one instance.
  /// The state of the whole app, reachable from anywhere.
  static let shared = LibraryState()

  /// The albums, in the order the list shows them.
  var albums: [Album] = Album.placeholders
  /// The index of the selected album in `albums`, or `nil` when none is.
  var selectedIndex: Int?
}
