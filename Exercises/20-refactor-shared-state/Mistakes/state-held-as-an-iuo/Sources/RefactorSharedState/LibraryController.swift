// swift-format-ignore-file
/// Turns the user's taps into changes of the library's state.
@MainActor
struct LibraryController {
  /// The state it changes, given by the composition root.
  let state: LibraryState!

  /// Selects the album at `index`; an index with no album leaves the selection as it was.
  func select(at index: Int) {
    guard state.albums.indices.contains(index) else { return }
    state.selectedIndex = index
  }

  /// Deletes the selected album, after which nothing is selected; does nothing when no album
  /// is selected.
  func deleteSelected() {
    guard let index = state.selectedIndex else { return }
    state.albums.remove(at: index)
    state.selectedIndex = nil
  }
}
