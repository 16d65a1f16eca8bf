/// Turns the user's taps into changes of the library's state.
@MainActor
struct LibraryController {
  // TODO: Be given the state in an initializer instead of reaching for LibraryState.shared.

  /// Selects the album at `index`; an index with no album leaves the selection as it was.
  func select(at index: Int) {
    guard LibraryState.shared.albums.indices.contains(index) else { return }
    LibraryState.shared.selectedIndex = index
  }

  /// Deletes the selected album, after which nothing is selected; does nothing when no album
  /// is selected.
  func deleteSelected() {
    guard let index = LibraryState.shared.selectedIndex else { return }
    LibraryState.shared.albums.remove(at: index)
    LibraryState.shared.selectedIndex = nil
  }
}
