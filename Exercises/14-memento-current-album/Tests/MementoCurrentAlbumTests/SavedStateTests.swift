import Foundation
import Testing

@testable import MementoCurrentAlbum

/// The README: `saveState(to:)` "encodes a memento as JSON", and for `restoreState(from:)`
/// "nothing saved changes nothing".
@Suite struct SavedStateTests {
  @Test func withNothingSavedTheBrowserStaysWhereItIs() throws {
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 2)
    try browser.restoreState(from: StateStore())
    #expect(
      browser.currentIndex == 2,
      "nothing saved changes nothing: the browser does not go back to the first album")
  }

  @Test func whatIsSavedIsTheMementoAsJSON() throws {
    let store = StateStore()
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 3)
    try browser.saveState(to: store)
    #expect(
      store.data(forKey: "currentAlbumIndex") == (try JSONEncoder().encode(browser.makeMemento())),
      "saveState(to:) saves the memento itself, encoded as JSON, not the bare index")
  }
}
