/// Turns the user's taps into changes of the library's state.
@MainActor
struct LibraryController {

  /// Selects the album at `index`; an index with no album leaves the selection as it was.
  func select(at index: Int) {
    guard LibraryState.current.albums.indices.contains(index) else { return }
    LibraryState.current.selectedIndex = index
  }

  /// Deletes the selected album, after which nothing is selected; does nothing when no album
  /// is selected.
  func deleteSelected() {
    guard let index = LibraryState.current.selectedIndex else { return }
    LibraryState.current.albums.remove(at: index)
    LibraryState.current.selectedIndex = nil
  }
}
