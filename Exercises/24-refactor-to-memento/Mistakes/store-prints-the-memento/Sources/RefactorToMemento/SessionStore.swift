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
    let memento = screen.makeMemento()
    print("Saving the session: \(memento)")
    store.set(try JSONEncoder().encode(memento), forKey: Self.key)
  }

  /// Puts `screen` back where the saved session was, by the screen's own rules.
  ///
  /// Does nothing when no session is saved; throws, changing nothing, when the saved one
  /// cannot be read.
  func restore(_ screen: LibraryScreen) throws {
    guard let data = store.data(forKey: Self.key) else { return }
    screen.restore(from: try JSONDecoder().decode(LibraryScreen.Memento.self, from: data))
  }
}
