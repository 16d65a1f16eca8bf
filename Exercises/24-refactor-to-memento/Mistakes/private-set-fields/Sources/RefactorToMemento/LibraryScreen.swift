/// The library screen: which album is selected, and how far the list is scrolled.
///
/// Its state can be read by anyone but changed only by the screen, by its own rules.
final class LibraryScreen {
  /// The index of the selected album, or `nil` when none is.
  private(set) var selectedIndex: Int?
  /// How far the list is scrolled, in points, never negative.
  private(set) var scrollOffset = 0.0

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

  /// Goes back to a selection and an offset saved earlier, by the screen's rules: a selection
  /// with no album any more is dropped, and a negative offset is the top.
  func restore(selectedIndex: Int?, scrollOffset: Double) {
    self.selectedIndex = selectedIndex.flatMap { albums.indices.contains($0) ? $0 : nil }
    scroll(to: scrollOffset)
  }
}
