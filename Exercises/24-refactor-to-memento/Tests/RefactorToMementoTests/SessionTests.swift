import Foundation
import Testing

@testable import RefactorToMemento

/// What saving and restoring do, which the refactoring keeps: these pass before you start, and
/// must still pass when you are done.
///
/// They go through the screen's actions and status, the session store and the saved bytes,
/// never through the fields you make private.
@Suite struct SessionTests {
  let keyValues = KeyValueStore()
  var sessions: SessionStore { SessionStore(store: keyValues) }

  func saved(_ json: String) {
    keyValues.set(Data(json.utf8), forKey: SessionStore.key)
  }

  /// The saved session's JSON object, key by key: the order JSONEncoder writes keys in is not
  /// fixed, so the test reads them back rather than comparing bytes.
  func savedKeysAndValues() throws -> [String: Double] {
    let data = try #require(keyValues.data(forKey: "librarySession"))
    return try JSONDecoder().decode([String: Double].self, from: data)
  }

  @Test func savingWritesTheSelectionAndOffsetAsJSON() throws {
    let screen = LibraryScreen(albums: Album.placeholders)
    screen.select(at: 2)
    screen.scroll(to: 120)
    try sessions.save(screen)
    #expect(
      try savedKeysAndValues() == ["scrollOffset": 120, "selectedIndex": 2],
      "the saved JSON keeps its keys, so the sessions users saved before still open")
    let text = String(
      decoding: try #require(keyValues.data(forKey: "librarySession")), as: UTF8.self)
    #expect(
      [#"{"scrollOffset":120,"selectedIndex":2}"#, #"{"selectedIndex":2,"scrollOffset":120}"#]
        .contains(text),
      "what is saved does not change: compact JSON, no spaces or line breaks, not \(text)")
  }

  @Test func savingWithNothingSelectedLeavesTheSelectionOut() throws {
    let screen = LibraryScreen(albums: Album.placeholders)
    try sessions.save(screen)
    #expect(try savedKeysAndValues() == ["scrollOffset": 0])
  }

  /// JSON has no infinity: a screen scrolled to an infinite offset cannot be saved, and says so.
  @Test func aSaveThatCannotBeEncodedThrowsAndKeepsTheSavedSession() {
    let session = #"{"scrollOffset":40,"selectedIndex":1}"#
    saved(session)
    let screen = LibraryScreen(albums: Album.placeholders)
    screen.select(at: 2)
    screen.scroll(to: .infinity)
    #expect(
      throws: EncodingError.self,
      "an infinite offset cannot be written as JSON: saving throws, as the store always did, not quietly"
    ) { try sessions.save(screen) }
    #expect(
      keyValues.data(forKey: SessionStore.key) == Data(session.utf8),
      "a save that throws leaves the saved session byte for byte as it was")
  }

  @Test func restoringPutsTheUserBackWhereTheyWere() throws {
    let before = LibraryScreen(albums: Album.placeholders)
    before.select(at: 2)
    before.scroll(to: 120.5)
    try sessions.save(before)
    let after = LibraryScreen(albums: Album.placeholders)
    try sessions.restore(after)
    #expect(after.status == "Nothing Like The Sun selected, scrolled to 120")
  }

  @Test func aFractionalOffsetIsSavedAsItIs() throws {
    for offset in [120.5, 1234.56789, 0.1 + 0.2] {
      let screen = LibraryScreen(albums: Album.placeholders)
      screen.scroll(to: offset)
      try sessions.save(screen)
      #expect(
        try savedKeysAndValues() == ["scrollOffset": offset],
        "what is saved does not change: the offset \(offset) keeps every digit of its fraction"
      )
    }
  }

  @Test func aSessionWithAFractionalOffsetStillOpens() throws {
    saved(#"{"scrollOffset":48.5,"selectedIndex":1}"#)
    let screen = LibraryScreen(albums: Album.placeholders)
    try sessions.restore(screen)
    #expect(screen.status == "It's My Life selected, scrolled to 48")
  }

  @Test func restoringPutsTheOffsetBackAsItWasSaved() throws {
    for offset in [48.5, 1234.56789, 0.1 + 0.2] {
      saved(#"{"scrollOffset":\#(offset),"selectedIndex":1}"#)
      let screen = LibraryScreen(albums: Album.placeholders)
      try sessions.restore(screen)
      keyValues.set(Data(), forKey: SessionStore.key)
      try sessions.save(screen)
      #expect(
        try savedKeysAndValues() == ["scrollOffset": offset, "selectedIndex": 1],
        "the user goes back to exactly where they were: restoring \(offset) and saving again writes \(offset), not a rounded offset"
      )
    }
  }

  @Test func aSessionSavedByAnEarlierVersionStillOpens() throws {
    saved(#"{"scrollOffset":48,"selectedIndex":4}"#)
    let screen = LibraryScreen(albums: Album.placeholders)
    try sessions.restore(screen)
    #expect(screen.status == "American Pie selected, scrolled to 48")
  }

  @Test func aSelectionWithNoAlbumAnyMoreIsDropped() throws {
    for index in [9, 5, -1] {
      saved(#"{"scrollOffset":40,"selectedIndex":\#(index)}"#)
      let screen = LibraryScreen(albums: Album.placeholders)
      screen.select(at: 1)
      try sessions.restore(screen)
      #expect(
        screen.status == "nothing selected, scrolled to 40",
        "there is no album at \(index), below 0 or past the end: the selection is dropped")
    }
  }

  @Test func aSessionWithNothingSelectedClearsTheSelection() throws {
    saved(#"{"scrollOffset":10}"#)
    let screen = LibraryScreen(albums: Album.placeholders)
    screen.select(at: 1)
    try sessions.restore(screen)
    #expect(
      screen.status == "nothing selected, scrolled to 10",
      "the user had nothing selected: restoring puts them back there, as the store does today")
  }

  @Test func aNegativeOffsetRestoresToTheTop() throws {
    saved(#"{"scrollOffset":-5,"selectedIndex":0}"#)
    let screen = LibraryScreen(albums: Album.placeholders)
    screen.scroll(to: 40)
    try sessions.restore(screen)
    #expect(
      screen.status == "Best of Bowie selected, scrolled to 0",
      "a saved offset below 0 restores to the top, whatever the screen was scrolled to before")
  }

  @Test func selectingAnIndexWithNoAlbumKeepsTheSelection() throws {
    let screen = LibraryScreen(albums: Album.placeholders)
    screen.select(at: 1)
    screen.select(at: 5)
    screen.select(at: -1)
    #expect(screen.status == "It's My Life selected, scrolled to 0")
  }

  @Test func nothingSavedChangesNothing() throws {
    let screen = LibraryScreen(albums: Album.placeholders)
    screen.select(at: 3)
    try sessions.restore(screen)
    #expect(screen.status == "Staring at the Sun selected, scrolled to 0")
  }

  /// Restoring only reads what is saved, even when the screen's rules change what it restores.
  @Test func restoringLeavesWhatIsSavedAsItWas() throws {
    let session = #"{ "selectedIndex" : 9 , "scrollOffset" : -5.25 }"#
    saved(session)
    let screen = LibraryScreen(albums: Album.placeholders)
    try sessions.restore(screen)
    #expect(screen.status == "nothing selected, scrolled to 0")
    #expect(
      keyValues.data(forKey: SessionStore.key) == Data(session.utf8),
      "restoring only reads the store: the saved session stays byte for byte, not rewritten as the screen now is"
    )
  }

  /// A screen with no albums has a session like any other: its offset.
  @Test func aScreenWithNoAlbumsIsSavedAndRestoredLikeAnyOther() throws {
    let empty = LibraryScreen(albums: [])
    empty.scroll(to: 30)
    try sessions.save(empty)
    #expect(
      try savedKeysAndValues() == ["scrollOffset": 30],
      "a screen with no albums is saved too: where it was scrolled")
    saved(#"{"scrollOffset":48,"selectedIndex":1}"#)
    let next = LibraryScreen(albums: [])
    try sessions.restore(next)
    #expect(
      next.status == "nothing selected, scrolled to 48",
      "a screen with no albums is restored too: the offset comes back, the selection is dropped")
    saved("not a session")
    #expect(
      throws: DecodingError.self,
      "a session that cannot be read throws, whatever the screen holds, no albums too"
    ) { try sessions.restore(LibraryScreen(albums: [])) }
  }

  @Test func aDamagedSessionThrowsAndChangesNothing() {
    for session in ["not a session", "", "null", #"{"selectedIndex":1}"#] {
      saved(session)
      let screen = LibraryScreen(albums: Album.placeholders)
      screen.select(at: 3)
      screen.scroll(to: 30)
      #expect(
        throws: DecodingError.self, "\(session) is not a session the store can read: it throws"
      ) { try sessions.restore(screen) }
      #expect(
        screen.status == "Staring at the Sun selected, scrolled to 30",
        "a session that cannot be read, \(session), changes nothing")
      #expect(
        keyValues.data(forKey: SessionStore.key) == Data(session.utf8),
        "restoring only reads the store: the session that cannot be read, \(session), stays byte for byte, not replaced with the screen's own"
      )
    }
  }
}
