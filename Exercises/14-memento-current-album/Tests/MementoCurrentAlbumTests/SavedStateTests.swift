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

  @Test func restoringFromAnEmptyStoreLeavesItEmpty() throws {
    let store = StateStore()
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 2)
    try browser.restoreState(from: store)
    #expect(
      store.data(forKey: "currentAlbumIndex") == nil,
      "restoring only reads the store: with nothing saved, nothing is saved by a restore either")
  }

  @Test func whatIsSavedIsTheMementoAsJSON() throws {
    let store = StateStore()
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 3)
    try browser.saveState(to: store)
    #expect(
      store.data(forKey: "currentAlbumIndex") == (try JSONEncoder().encode(browser.makeMemento())),
      "saveState(to:) saves the memento itself, encoded as JSON, not the bare index")
    #expect(
      store.data(forKey: "currentAlbumIndex").map { String(decoding: $0, as: UTF8.self) }
        == #"{"currentIndex":3}"#,
      "the memento is its one field, byte for byte as saves already made spell it: no other field")
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

  @Test func aLaterSaveReplacesAnEarlierOne() throws {
    let store = StateStore()
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 3)
    try browser.saveState(to: store)
    browser.select(albumAt: 1)
    try browser.saveState(to: store)
    let relaunched = AlbumBrowser(albums: Album.placeholders)
    try relaunched.restoreState(from: store)
    #expect(
      relaunched.currentIndex == 1,
      "each save replaces the one before it: album 3 saved, then album 1, restores album 1")
  }

  @Test func eachSaveWritesIntoTheStoreItIsGiven() throws {
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 3)
    let expected = try JSONEncoder().encode(browser.makeMemento())
    let first = StateStore()
    let second = StateStore()
    try browser.saveState(to: first)
    try browser.saveState(to: second)
    #expect(
      second.data(forKey: "currentAlbumIndex") == expected,
      "each saveState(to:) writes into the store it is given: the same state, saved to a second store, is there too"
    )
    try AlbumBrowser(albums: Album.placeholders).saveState(to: first)
    try browser.saveState(to: first)
    #expect(
      first.data(forKey: "currentAlbumIndex") == expected,
      "an unchanged state saved again is written again: it replaces the 0 another browser saved in between"
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

  /// Anything that is no memento is damaged data, a JSON `null` as much as a bare index: it is
  /// not "nothing saved".
  ///
  /// It throws whatever the browser holds, no albums too, and restoring leaves it in the store
  /// byte for byte.
  @Test(arguments: [
    "", "not a memento", "{}", "null", "[]", "true", "\"3\"", "[{\"currentIndex\":3}]",
    "{\"currentIndex\":null}", "{\"currentIndex\":\"3\"}",
  ])
  func anythingThatIsNoMementoIsDamagedAndThrows(saved: String) {
    for albums in [Album.placeholders, []] {
      let store = StateStore()
      store.set(Data(saved.utf8), forKey: "currentAlbumIndex")
      let browser = AlbumBrowser(albums: albums)
      browser.select(albumAt: 3)
      let before = browser.currentIndex
      #expect(
        throws: (any Error).self,
        "\(saved) is no memento: it is damaged data, not nothing saved, and restoreState(from:) throws, in a browser with \(albums.count) albums too"
      ) {
        try browser.restoreState(from: store)
      }
      #expect(
        browser.currentIndex == before,
        "damaged data changes nothing: the browser with \(albums.count) albums stays on \(before)")
      #expect(
        store.data(forKey: "currentAlbumIndex") == Data(saved.utf8),
        "restoring only reads the store: the damaged data \(saved) stays there byte for byte, not replaced with the browser's state"
      )
    }
  }

  /// Restoring only reads the store, even when the index it brings back is clamped.
  @Test func restoringLeavesWhatIsSavedAsItWas() throws {
    let saved = Data(#"{ "currentIndex" : 4 }"#.utf8)
    let store = StateStore()
    store.set(saved, forKey: "currentAlbumIndex")
    let browser = AlbumBrowser(albums: Array(Album.placeholders.prefix(2)))
    try browser.restoreState(from: store)
    #expect(browser.currentIndex == 1, "index 4 with two albums left lands on the last, 1")
    #expect(
      store.data(forKey: "currentAlbumIndex") == saved,
      "restoring only reads the store: what is saved stays byte for byte, not rewritten with the clamped index"
    )
  }
}
