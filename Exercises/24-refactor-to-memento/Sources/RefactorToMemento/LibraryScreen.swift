/// The library screen: which album is selected, and how far the list is scrolled.
final class LibraryScreen {
  // TODO: SessionStore reads and writes these two fields itself, so they cannot be private,
  // and anyone may set them past the rules of select(at:) and scroll(to:). Let the screen
  // make a Memento of them, and restore itself from one; then make them private.
  /// The index of the selected album, or `nil` when none is; not private, for SessionStore.
  var selectedIndex: Int?
  /// How far the list is scrolled, in points, never negative; not private, for SessionStore.
  var scrollOffset = 0.0

  /// The albums the screen lists.
  let albums: [Album]

  /// Creates the screen on `albums`, nothing selected, scrolled to the top.
  init(albums: [Album]) {
    self.albums = albums
  }

  /// Selects the album at `index`; an index with no album leaves the selection as it was.
  func select(at index: Int) {
    guard albums.indices.contains(index) else { return }
    selectedIndex = index
  }

  /// Scrolls the list to `offset` points, or to the top for a negative offset.
  func scroll(to offset: Double) {
    scrollOffset = max(0, offset)
  }

  /// What the screen shows: the selected title, or "nothing", and the offset in whole points.
  var status: String {
    let title = selectedIndex.map { albums[$0].title } ?? "nothing"
    return "\(title) selected, scrolled to \(Int(scrollOffset))"
  }
}
