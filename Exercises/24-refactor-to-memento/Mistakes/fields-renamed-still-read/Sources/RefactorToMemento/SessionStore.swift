import Foundation

/// Saves where the user was on the library screen, and puts them back there at the next launch.
struct SessionStore {
  /// Where the session is kept.
  let store: KeyValueStore

  /// The key the session is saved under.
  static let key = "librarySession"

  /// Saves `screen`'s selection and scroll offset, as JSON.
  func save(_ screen: LibraryScreen) throws {
    let session = SavedSession(
      selectedIndex: screen.selection, scrollOffset: screen.offset)
    store.set(try JSONEncoder().encode(session), forKey: Self.key)
  }

  /// Puts `screen` back where the saved session was, by the screen's own rules.
  ///
  /// A selection with no album any more is dropped, and a negative offset is the top. Does
  /// nothing when no session is saved; throws, changing nothing, when the saved one cannot be
  /// read.
  func restore(_ screen: LibraryScreen) throws {
    guard let data = store.data(forKey: Self.key) else { return }
    let session = try JSONDecoder().decode(SavedSession.self, from: data)
    if let index = session.selectedIndex, screen.albums.indices.contains(index) {
      screen.selection = index
    } else {
      screen.selection = nil
    }
    screen.offset = max(0, session.scrollOffset)
  }
}

/// What the store saves of the screen.
private struct SavedSession: Codable {
  var selectedIndex: Int?
  var scrollOffset: Double
}
