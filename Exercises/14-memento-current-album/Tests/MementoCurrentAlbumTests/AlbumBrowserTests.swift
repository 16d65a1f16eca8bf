import Foundation
import Testing

@testable import MementoCurrentAlbum

@Suite struct AlbumBrowserTests {
  @Test func aMementoBringsTheBrowserBack() {
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 3)
    let memento = browser.makeMemento()
    browser.select(albumAt: 1)
    browser.restore(from: memento)
    #expect(browser.currentIndex == 3, "restore(from:) returns to the state makeMemento() saw")
  }

  /// A memento holds the index, not the album: on albums that have moved since, or with the same
  /// title twice, it still brings back that index.
  @Test func aMementoBringsBackItsIndexNotItsAlbum() throws {
    let bowie = Album.placeholders[0]
    let twice = AlbumBrowser(albums: [bowie, Album.placeholders[1], bowie])
    twice.select(albumAt: 2)
    let memento = twice.makeMemento()
    twice.select(albumAt: 1)
    twice.restore(from: memento)
    #expect(
      twice.currentIndex == 2,
      "the memento holds the index (2), not the title: Best of Bowie is at 0 as well")

    let store = StateStore()
    let before = AlbumBrowser(albums: Album.placeholders)
    before.select(albumAt: 1)
    try before.saveState(to: store)
    let moved = AlbumBrowser(albums: Album.placeholders.reversed())
    try moved.restoreState(from: store)
    #expect(
      moved.currentIndex == 1,
      "the memento holds the index (1), not the album: It's My Life has moved to 3, and 1 is still 1"
    )
  }

  @Test func theStateSurvivesARelaunch() throws {
    let store = StateStore()
    let before = AlbumBrowser(albums: Album.placeholders)
    before.select(albumAt: 2)
    try before.saveState(to: store)
    let after = AlbumBrowser(albums: Album.placeholders)
    try after.restoreState(from: store)
    #expect(after.currentIndex == 2, "a new browser restores what the old one saved")
  }

  @Test func aMementoMadeAfterARestoreIsOfTheRestoredAlbum() {
    let before = AlbumBrowser(albums: Album.placeholders)
    before.select(albumAt: 3)
    let after = AlbumBrowser(albums: Album.placeholders)
    after.restore(from: before.makeMemento())
    let again = AlbumBrowser(albums: Album.placeholders)
    again.restore(from: after.makeMemento())
    #expect(
      again.currentIndex == 3,
      "makeMemento() captures the current index, whether select(albumAt:) or restore(from:) set it")
  }

  @Test func theStateIsSavedUnderCurrentAlbumIndex() throws {
    let store = StateStore()
    try AlbumBrowser(albums: Album.placeholders).saveState(to: store)
    #expect(store.data(forKey: "currentAlbumIndex") != nil)
  }

  @Test func withNothingSavedTheBrowserStartsAtTheFirstAlbum() throws {
    let browser = AlbumBrowser(albums: Album.placeholders)
    try browser.restoreState(from: StateStore())
    #expect(browser.currentIndex == 0)
  }

  @Test func anIndexPastTheAlbumsLandsOnTheLastOne() throws {
    let store = StateStore()
    let before = AlbumBrowser(albums: Album.placeholders)
    before.select(albumAt: 4)
    try before.saveState(to: store)
    let after = AlbumBrowser(albums: Array(Album.placeholders.prefix(2)))
    try after.restoreState(from: store)
    #expect(after.currentIndex == 1, "two albums are left, so the last one is at index 1")
  }

  @Test func anIndexBeforeTheFirstAlbumLandsOnTheFirst() throws {
    let store = StateStore()
    store.set(Data(#"{"currentIndex":-1}"#.utf8), forKey: "currentAlbumIndex")
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 2)
    try browser.restoreState(from: store)
    #expect(
      browser.currentIndex == 0,
      "a saved index of -1 is kept within 0...albums.count - 1: it lands on the first album, not the last, nor the one shown before"
    )
  }

  @Test func selectingAnIndexWithNoAlbumChangesNothing() {
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 2)
    browser.select(albumAt: 5)
    #expect(browser.currentIndex == 2, "select(albumAt: 5) with 5 albums is ignored")
    browser.select(albumAt: -1)
    #expect(browser.currentIndex == 2, "select(albumAt: -1) is ignored")
  }

  @Test func aMementoOfTheFirstAlbumBringsBackTheFirstAlbum() {
    let browser = AlbumBrowser(albums: Album.placeholders)
    let memento = browser.makeMemento()
    browser.select(albumAt: 3)
    browser.restore(from: memento)
    #expect(browser.currentIndex == 0, "restore(from:) of index 0 lands on 0, not past it")
  }

  @Test func withNoAlbumsARestoredStateLandsOn0() throws {
    let store = StateStore()
    let before = AlbumBrowser(albums: Album.placeholders)
    before.select(albumAt: 3)
    try before.saveState(to: store)
    let after = AlbumBrowser(albums: [])
    try after.restoreState(from: store)
    #expect(after.currentIndex == 0, "with no albums left, the index is 0")
  }

  @Test func damagedStateIsReportedAndChangesNothing() {
    let store = StateStore()
    store.set(Data("not a memento".utf8), forKey: "currentAlbumIndex")
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 2)
    #expect(throws: (any Error).self, "damaged data is a decoding error, not silence") {
      try browser.restoreState(from: store)
    }
    #expect(browser.currentIndex == 2)
  }

  @Test func emptyDataIsDamagedDataAndThrows() {
    let store = StateStore()
    store.set(Data(), forKey: "currentAlbumIndex")
    let browser = AlbumBrowser(albums: Album.placeholders)
    browser.select(albumAt: 2)
    #expect(
      throws: (any Error).self,
      "empty data under the key is damaged data, not nothing saved: restoreState(from:) throws"
    ) {
      try browser.restoreState(from: store)
    }
    #expect(browser.currentIndex == 2, "damaged data changes nothing")
  }
}
