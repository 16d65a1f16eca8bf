import Foundation
import Testing

@testable import CapstoneBlueLibrary

@Suite struct LibraryViewControllerTests {
  /// A screen, set up by its init, with `store` holding what a previous launch saved.
  func launch(_ store: StateStore = StateStore()) -> LibraryViewController {
    LibraryViewController(stateStore: store)
  }

  func highlighted(_ screen: LibraryViewController) -> [Int] {
    screen.scroller.views.indices.filter {
      (screen.scroller.views[$0] as? AlbumView)?.isHighlighted == true
    }
  }

  func covers(_ screen: LibraryViewController) -> [String] {
    screen.scroller.views.map { ($0 as? AlbumView)?.coverURL ?? "not an AlbumView" }
  }

  func store(savedIndex: Int) throws -> StateStore {
    let store = StateStore()
    store.set(try JSONEncoder().encode(savedIndex), forKey: "currentAlbumIndex")
    return store
  }

  @Test func theFirstLaunchShowsTheFirstAlbum() {
    let screen = launch()
    #expect(screen.scroller.views.count == 5, "one cover per album")
    #expect(highlighted(screen) == [0], "the first cover is highlighted")
    #expect(
      screen.detailRows == [
        TableRow(title: "Artist", value: "David Bowie"),
        TableRow(title: "Album", value: "Best of Bowie"),
        TableRow(title: "Genre", value: "Pop"),
        TableRow(title: "Year", value: "1992"),
      ], "the details table shows the current album's table representation")
    #expect(screen.canDelete)
    #expect(!screen.canUndo)
  }

  @Test func aLaunchReturnsToTheAlbumSavedLastTime() throws {
    let screen = launch(try store(savedIndex: 2))
    #expect(screen.currentAlbumIndex == 2, "init restores the saved index")
    #expect(screen.scroller.contentOffset == 240, "the covers open on it (2 × 120)")
    #expect(highlighted(screen) == [2])
    #expect(screen.detailRows.map(\.value) == ["Sting", "Nothing Like The Sun", "Pop", "1999"])
  }

  @Test func theSavedIndexIsReadAsJSON() {
    let store = StateStore()
    store.set(Data(" 3\n".utf8), forKey: "currentAlbumIndex")
    #expect(
      launch(store).currentAlbumIndex == 3,
      "the index is read as JSON, which allows spaces and a line break around the 3")
  }

  @Test func aSavedIndexPastTheAlbumsShowsTheLastOne() throws {
    let screen = launch(try store(savedIndex: 9))
    #expect(
      screen.currentAlbumIndex == 4,
      "a saved index past the albums (some were deleted since) shows the last album, not the first")
    #expect(screen.detailRows.first?.value == "Madonna")
  }

  @Test(arguments: [#"{"currentIndex":3}"#, "2.7", "1e19", "-3.5"])
  func aSavedStateThatIsNotAnIndexOpensOnTheFirstAlbum(saved: String) {
    let store = StateStore()
    store.set(Data(saved.utf8), forKey: "currentAlbumIndex")
    let screen = launch(store)
    #expect(
      screen.currentAlbumIndex == 0,
      "data under the key that is not an Int (exercise 14's memento, a fraction, a number too large for an Int) is no index: the first album is shown, and nothing traps"
    )
  }

  @Test func onlyTheCoverAtTheCurrentIndexIsHighlighted() {
    let bowie = Album.placeholders[0]
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: [bowie, Album.placeholders[1], bowie]))
    let screen = LibraryViewController(library: library)
    #expect(
      highlighted(screen) == [0],
      "Best of Bowie is listed twice: only its cover at the current index, 0, is highlighted")
  }

  @Test func tappingACoverShowsItsAlbum() {
    let screen = launch()
    screen.scroller.tap(atX: 480)
    #expect(screen.currentAlbumIndex == 3, "x 480 is inside the fourth cover (470 to 570)")
    #expect(highlighted(screen) == [3])
    #expect(screen.detailRows.map(\.value) == ["U2", "Staring at the Sun", "Pop", "2000"])
  }

  @Test func tappingACoverReHighlightsTheCoversOnShowWithoutReloadingThem() {
    let screen = launch()
    let before = screen.scroller.views
    screen.scroller.tap(atX: 360)
    #expect(
      screen.scroller.views.count == 5
        && zip(screen.scroller.views, before).allSatisfy { $0 === $1 },
      "a tap re-highlights the covers on show; reloading the scroller made every cover anew")
    #expect(highlighted(screen) == [2], "only the chosen cover, the third, is highlighted")
    #expect(screen.detailRows.map(\.value) == ["Sting", "Nothing Like The Sun", "Pop", "1999"])
  }

  @Test func leavingAndComingBackReturnsToTheSameAlbum() {
    let store = StateStore()
    let before = launch(store)
    before.scroller.tap(atX: 360)
    before.saveCurrentState()
    let after = launch(store)
    #expect(after.currentAlbumIndex == 2, "saveCurrentState() keeps the index for the next launch")
  }

  @Test func onlySaveCurrentStateWritesTheStore() {
    let store = StateStore()
    let screen = launch(store)
    screen.scroller.tap(atX: 360)
    screen.deleteCurrentAlbum()
    screen.undoDeletion()
    screen.scroller.tap(atX: 480)
    #expect(
      store.data(forKey: "currentAlbumIndex") == nil,
      "choosing a cover, deleting and undoing save nothing: only saveCurrentState() writes the store"
    )
    screen.saveCurrentState()
    #expect(store.data(forKey: "currentAlbumIndex") == Data("3".utf8), "saved as the JSON 3")
  }

  @Test func aLaunchOnlyReadsTheStoreWhateverItHolds() throws {
    let pastTheEnd = try store(savedIndex: 9)
    _ = launch(pastTheEnd)
    #expect(
      pastTheEnd.data(forKey: "currentAlbumIndex") == Data("9".utf8),
      "a launch only reads the store: the saved 9 stays 9, though the screen opens on 4")
    let damaged = StateStore()
    damaged.set(Data(#"{"currentIndex":3}"#.utf8), forKey: "currentAlbumIndex")
    _ = launch(damaged)
    #expect(
      damaged.data(forKey: "currentAlbumIndex") == Data(#"{"currentIndex":3}"#.utf8),
      "a launch only reads the store: a state that is not an index is left as it was")
  }

  @Test func eachSaveWritesTheStoreEvenWhenTheIndexIsUnchanged() throws {
    let shared = try store(savedIndex: 2)
    let first = launch(shared)
    let second = launch(shared)
    second.scroller.tap(atX: 470)
    second.saveCurrentState()
    first.saveCurrentState()
    #expect(
      shared.data(forKey: "currentAlbumIndex") == Data("2".utf8),
      "every saveCurrentState() writes: the first screen saves its 2 over the second's 3, the last save wins"
    )
  }

  @Test func savingKeepsTheCurrentIndexNotWhereTheCoversAreScrolled() {
    let store = StateStore()
    let screen = launch(store)
    screen.scroller.tap(atX: 360)
    screen.scroller.drag(toOffset: 4 * HorizontalScroller.stride)
    screen.saveCurrentState()
    #expect(
      store.data(forKey: "currentAlbumIndex") == Data("2".utf8),
      "saveCurrentState() saves currentAlbumIndex, the album chosen (2), not the cover a drag has moved to the middle (4)"
    )
  }

  @Test func savingLeavesTheCoversOnShowAsTheyAre() {
    let screen = launch()
    screen.scroller.tap(atX: 350)
    let before = screen.scroller.views
    let offset = screen.scroller.contentOffset
    screen.saveCurrentState()
    #expect(
      screen.scroller.views.count == before.count
        && zip(screen.scroller.views, before).allSatisfy { $0 === $1 }
        && screen.scroller.contentOffset == offset,
      "saving changes nothing on the screen: the same cover views stay, scrolled where they were")
  }

  @Test func theCoversOpenOnTheCurrentAlbumAfterADeleteAndAnUndo() throws {
    let screen = launch(try store(savedIndex: 1))
    screen.scroller.tap(atX: 350)
    screen.deleteCurrentAlbum()
    #expect(
      screen.scroller.contentOffset == 240,
      "after the delete, the covers open on the current album, 2 (2 × 120), not the saved 1")
    screen.scroller.tap(atX: 110)
    screen.undoDeletion()
    #expect(
      screen.scroller.contentOffset == 240,
      "after the undo, the covers open on the restored album, 2, not where they were (0)")
  }

  /// Two equal albums side by side: each delete is its own entry, and each undo puts one back.
  @Test func twoEqualAlbumsSideBySideAreTwoDeletesAndTwoUndos() {
    let a = Album.placeholders[0]
    let b = Album.placeholders[1]
    let screen = LibraryViewController(
      library: LibraryAPI(persistencyManager: PersistencyManager(albums: [a, a, b])))
    screen.deleteCurrentAlbum()
    screen.deleteCurrentAlbum()
    #expect(screen.library.albums == [b], "two deletes at 0 take both copies")
    screen.undoDeletion()
    #expect(screen.library.albums == [a, b], "the first undo puts one copy back")
    #expect(screen.canUndo, "each delete is its own entry: the other is still there")
    screen.undoDeletion()
    #expect(
      screen.library.albums == [a, a, b],
      "the second undo puts the other copy back at 0, though an equal album sits there already")
  }

  @Test func choosingTheCurrentCoverAgainKeepsItHighlighted() {
    let screen = launch()
    screen.scroller.tap(atX: 360)
    screen.scroller.tap(atX: 360)
    #expect(
      highlighted(screen) == [2],
      "choosing the cover already current leaves it highlighted: the old one is un-highlighted first, then the chosen one highlighted"
    )
  }

  @Test func aDeleteAfterAnUndoKeepsTheEarlierDeletesUndoable() {
    let screen = launch()
    screen.deleteCurrentAlbum()
    screen.deleteCurrentAlbum()
    screen.undoDeletion()
    screen.deleteCurrentAlbum()
    screen.undoDeletion()
    screen.undoDeletion()
    #expect(
      screen.library.albums == Album.placeholders,
      "a delete made after an undo clears nothing: the delete before the undo can still be undone")
    #expect(!screen.canUndo)
  }

  @Test func theScreenAsksTheLibraryForItsAlbumsEachTime() {
    let library = LibraryAPI()
    let first = LibraryViewController(library: library)
    let second = LibraryViewController(library: library)
    first.deleteCurrentAlbum()
    second.scroller.reload()
    #expect(
      second.scroller.views.count == 4,
      "another screen deleted an album through the shared library: this one asks the library each time, so it shows four covers"
    )
  }

  @Test func theScreenKeepsTheStoreItIsGiven() {
    weak var given: StateStore?
    let screen: LibraryViewController
    do {
      let store = StateStore()
      given = store
      screen = launch(store)
    }
    screen.scroller.tap(atX: 360)
    screen.saveCurrentState()
    #expect(
      given?.data(forKey: "currentAlbumIndex") == Data("2".utf8),
      "the screen owns the store it is given (held strongly, not weak): the save reaches it")
  }

  @Test func aScreenThatGoesAwayWithoutSavingWritesNothing() {
    let store = StateStore()
    do {
      let screen = launch(store)
      screen.scroller.tap(atX: 360)
      #expect(screen.currentAlbumIndex == 2)
    }
    #expect(
      store.data(forKey: "currentAlbumIndex") == nil,
      "only saveCurrentState() writes the store: a screen let go without it saves nothing, not even when it goes"
    )
  }

  @Test func savingLeavesTheDeletesBeforeItUndoable() {
    let screen = launch()
    screen.scroller.tap(atX: 360)
    screen.deleteCurrentAlbum()
    screen.deleteCurrentAlbum()
    screen.saveCurrentState()
    #expect(
      screen.canUndo, "saving changes nothing on the screen: both deletes can still be undone")
    screen.undoDeletion()
    screen.undoDeletion()
    #expect(
      screen.library.albums == Album.placeholders,
      "both deletes made before the save are undone, each album back in its place")
    #expect(screen.currentAlbumIndex == 2, "the last album undone, Nothing Like The Sun, is shown")
    #expect(!screen.canUndo)
  }

  @Test func everyDeleteCanBeUndoneTheMostRecentFirst() {
    let screen = launch()
    let albums = Album.placeholders
    screen.scroller.tap(atX: 360)
    for _ in albums.indices { screen.deleteCurrentAlbum() }
    #expect(screen.library.albums.isEmpty, "the five albums are deleted, one by one")
    // Deleted from index 2: albums 2, 3 and 4 at index 2, then 1 at 1 and 0 at 0.
    let undone: [(albums: [Album], current: Int)] = [
      ([albums[0]], 0),
      ([albums[0], albums[1]], 1),
      ([albums[0], albums[1], albums[4]], 2),
      ([albums[0], albums[1], albums[3], albums[4]], 2),
      (albums, 2),
    ]
    for (step, expected) in undone.enumerated() {
      #expect(screen.canUndo, "undo \(step + 1) of 5: a delete is still waiting to be undone")
      screen.undoDeletion()
      #expect(
        screen.library.albums.map(\.title) == expected.albums.map(\.title),
        "undo \(step + 1) of 5 brings back the album deleted last and still gone, at its index")
      #expect(
        screen.currentAlbumIndex == expected.current,
        "undo \(step + 1) of 5 shows the album it brought back")
    }
    #expect(!screen.canUndo, "all five deletes are undone")
  }

  @Test func theUndoStackHasNoLimit() {
    let many = (0..<120).map {
      Album(title: "Album \($0)", artist: "", genre: "", coverURL: "", year: "")
    }
    let screen = LibraryViewController(
      library: LibraryAPI(persistencyManager: PersistencyManager(albums: many)))
    for _ in many.indices { screen.deleteCurrentAlbum() }
    #expect(screen.library.albums.isEmpty, "the 120 albums are deleted, one by one")
    var undone = 0
    while screen.canUndo && undone < many.count {
      screen.undoDeletion()
      undone += 1
    }
    #expect(
      undone == 120 && screen.library.albums.map(\.title) == many.map(\.title),
      "all 120 deletes are undone, the list back as it was: the undo stack keeps every delete, it drops none (\(undone) undone)"
    )
  }

  @Test func deletingShowsTheAlbumThatTookItsPlace() {
    let screen = launch()
    screen.deleteCurrentAlbum()
    #expect(screen.scroller.views.count == 4, "the covers are reloaded without it")
    #expect(screen.detailRows.first?.value == "No Doubt")
    #expect(screen.canUndo, "a delete can be undone")
  }

  @Test func deletingInTheMiddleShowsTheAlbumThatTookItsPlace() {
    let screen = launch()
    screen.scroller.tap(atX: 360)
    screen.deleteCurrentAlbum()
    #expect(
      screen.currentAlbumIndex == 2,
      "Staring at the Sun took the place of Nothing Like The Sun, at index 2, and is shown")
    #expect(highlighted(screen) == [2])
    #expect(screen.detailRows.map(\.value) == ["U2", "Staring at the Sun", "Pop", "2000"])
  }

  @Test func eachCoverIsItsAlbumsAfterADeleteAndAnUndo() {
    let screen = launch()
    #expect(covers(screen) == Album.placeholders.map(\.coverURL), "one cover per album, in order")
    screen.deleteCurrentAlbum()
    #expect(
      covers(screen) == Album.placeholders.dropFirst().map(\.coverURL),
      "Best of Bowie is deleted: each cover is the album now at its index, It's My Life's first")
    screen.undoDeletion()
    #expect(
      covers(screen) == Album.placeholders.map(\.coverURL),
      "Best of Bowie is back: each cover is its album's again")
  }

  @Test func undoWithNothingToUndoChangesNothingAndTrapsNothing() {
    let screen = launch()
    screen.scroller.tap(atX: 360)
    let before = screen.scroller.views
    screen.undoDeletion()
    #expect(
      screen.library.albums == Album.placeholders && screen.currentAlbumIndex == 2,
      "with nothing to undo, undoDeletion() does nothing (and never traps): the albums and the current one stay"
    )
    #expect(
      screen.scroller.views.count == 5
        && zip(screen.scroller.views, before).allSatisfy { $0 === $1 },
      "with nothing to undo, nothing is reloaded either: the covers on show are the same views")
    #expect(!screen.canUndo)
  }

  @Test func undoBringsTheAlbumBackToItsPlace() {
    let screen = launch()
    screen.scroller.tap(atX: 360)
    screen.deleteCurrentAlbum()
    screen.undoDeletion()
    #expect(screen.library.albums == Album.placeholders)
    #expect(screen.currentAlbumIndex == 2, "the restored album is shown")
    #expect(highlighted(screen) == [2])
    #expect(!screen.canUndo)
  }

  @Test func undoShowsTheRestoredAlbumAtItsIndexNotAnEqualOneBeforeIt() {
    let a = Album.placeholders[0]
    let b = Album.placeholders[1]
    let screen = LibraryViewController(
      library: LibraryAPI(persistencyManager: PersistencyManager(albums: [a, b, a])))
    screen.scroller.tap(atX: 350)
    screen.deleteCurrentAlbum()
    screen.undoDeletion()
    #expect(
      screen.currentAlbumIndex == 2 && highlighted(screen) == [2],
      "the album put back at 2 is current, not the equal album at 0: an album listed twice is current at one index only"
    )
  }

  @Test func undoShowsTheRestoredAlbumEvenAfterAnotherWasChosen() {
    let screen = launch()
    screen.scroller.tap(atX: 360)
    screen.deleteCurrentAlbum()
    screen.scroller.tap(atX: 110)
    screen.undoDeletion()
    #expect(screen.currentAlbumIndex == 2, "undo selects the album it brings back")
    #expect(screen.scroller.views.count == 5, "undo reloads the covers, the restored one included")
    #expect(highlighted(screen) == [2], "only the restored album's cover is highlighted")
    #expect(
      screen.detailRows.map(\.value) == ["Sting", "Nothing Like The Sun", "Pop", "1999"],
      "the details show the restored album")
  }

  @Test func undoingTheDeleteOfTheLastAlbumShowsItAgain() {
    let screen = launch()
    screen.scroller.tap(atX: 600)
    screen.deleteCurrentAlbum()
    #expect(screen.currentAlbumIndex == 3, "after the last album, the one before it is shown")
    screen.undoDeletion()
    #expect(screen.currentAlbumIndex == 4, "undo goes back to the restored last album")
    #expect(highlighted(screen) == [4])
    #expect(screen.detailRows.first?.value == "Madonna")
  }

  @Test func deletingEveryAlbumLeavesAnEmptyScreen() {
    let screen = launch()
    for _ in 0..<6 { screen.deleteCurrentAlbum() }
    #expect(screen.scroller.views.isEmpty)
    #expect(screen.detailRows.isEmpty)
    #expect(!screen.canDelete, "with no album left, Delete is disabled")
  }

  @Test func savingWithEveryAlbumDeletedStillWrites() throws {
    let store = try store(savedIndex: 3)
    let screen = launch(store)
    for _ in 0..<5 { screen.deleteCurrentAlbum() }
    screen.saveCurrentState()
    #expect(
      store.data(forKey: "currentAlbumIndex") == Data("0".utf8),
      "each saveCurrentState() writes, with no album left too: the 3 saved before becomes the current 0"
    )
  }
}
