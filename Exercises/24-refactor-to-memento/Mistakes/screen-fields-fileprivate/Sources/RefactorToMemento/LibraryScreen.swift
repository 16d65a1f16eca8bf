/// The library screen: which album is selected, and how far the list is scrolled.
///
/// The originator: its state is private, and it alone makes a ``Memento`` of it and restores
/// itself from one, by its own rules.
final class LibraryScreen {
  /// A snapshot of where the user was: only the screen can read it; others keep it and hand
  /// it back.
  ///
  /// Its fields keep the names the screen has always saved, so the saved JSON is the same.
  struct Memento: Codable, Equatable {
    fileprivate let selectedIndex: Int?
    fileprivate let scrollOffset: Double
  }

  /// The index of the selected album, or `nil` when none is.
  fileprivate var selectedIndex: Int?
  /// How far the list is scrolled, in points, never negative.
  fileprivate var scrollOffset = 0.0

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

  /// A memento of the selection and the scroll offset, as they are now.
  func makeMemento() -> Memento {
    Memento(selectedIndex: selectedIndex, scrollOffset: scrollOffset)
  }

  /// Goes back to where `memento` was, by the screen's rules: a selection with no album any
  /// more is dropped, and a negative offset is the top.
  func restore(from memento: Memento) {
    selectedIndex = memento.selectedIndex.flatMap { albums.indices.contains($0) ? $0 : nil }
    scroll(to: memento.scrollOffset)
  }
}
