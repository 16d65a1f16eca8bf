import Foundation
import Testing

@testable import MementoCurrentAlbum

/// The README: `saveState(to:)` "encodes a memento as JSON", "with no albums too", and for
/// `restoreState(from:)` "nothing saved changes nothing", and a bare index is damaged data.
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

  @Test func aBrowserWithNoAlbumsSavesItsStateToo() throws {
    let store = StateStore()
    let before = AlbumBrowser(albums: Album.placeholders)
    before.select(albumAt: 3)
    try before.saveState(to: store)
    try AlbumBrowser(albums: []).saveState(to: store)
    #expect(
      store.data(forKey: "currentAlbumIndex")
        == (try JSONEncoder().encode(AlbumBrowser(albums: Album.placeholders).makeMemento())),
      "a browser with no albums saves index 0, as a browser on its first album does")
    let after = AlbumBrowser(albums: Album.placeholders)
    after.select(albumAt: 4)
    try after.restoreState(from: store)
    #expect(
      after.currentIndex == 0,
      "a browser with no albums saves its state too (index 0), replacing the 3 saved before it: restoring it goes from album 4 to album 0"
    )
  }

  @Test func aMementoWithNoIndexIsDamagedAndThrows() {
    let store = StateStore()
    store.set(Data("{}".utf8), forKey: "currentAlbumIndex")
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 3)
    #expect(
      throws: (any Error).self,
      "a memento with no index, {}, is damaged data, and restoreState(from:) throws"
    ) {
      try browser.restoreState(from: store)
    }
    #expect(browser.currentIndex == 3, "damaged data changes nothing: the browser stays on album 3")
  }

  @Test func aBareIndexIsNotAMementoAndThrows() throws {
    let store = StateStore()
    store.set(try JSONEncoder().encode(3), forKey: "currentAlbumIndex")
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 1)
    #expect(
      throws: (any Error).self,
      "only a memento is restored: a bare index such as 3 is damaged data, and restoreState(from:) throws"
    ) {
      try browser.restoreState(from: store)
    }
    #expect(browser.currentIndex == 1, "damaged data changes nothing")
  }
}
