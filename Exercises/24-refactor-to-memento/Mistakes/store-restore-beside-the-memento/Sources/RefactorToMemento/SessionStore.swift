import Foundation

/// Saves where the user was on the library screen, and puts them back there at the next launch.
///
/// The caretaker: it keeps the screen's memento as JSON and hands it back, never looking
/// inside.
struct SessionStore {
  /// Where the session is kept.
  let store: KeyValueStore

  /// The key the session is saved under.
  static let key = "librarySession"

  /// Saves `screen`'s memento, as JSON.
  func save(_ screen: LibraryScreen) throws {
    store.set(try JSONEncoder().encode(screen.makeMemento()), forKey: Self.key)
  }
}
