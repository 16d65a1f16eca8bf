import Testing

@testable import RefactorSharedState

/// What the screen does, which the refactoring keeps: these pass before you start, and must
/// still pass when you are done.
@MainActor
@Suite struct LibraryScreenTests {
  let albums = Array(Album.placeholders.prefix(3))

  @Test func aNewScreenListsItsAlbumsWithNoneSelected() {
    let screen = LibraryScreen.make(albums: albums)
    #expect(
      screen.list.rows == [
        "  Best of Bowie (David Bowie, 1992)",
        "  It's My Life (No Doubt, 2003)",
        "  Nothing Like The Sun (Sting, 1999)",
      ])
    #expect(screen.details.lines == ["No album selected"])
  }

  @Test func selectingMarksTheRowAndShowsTheDetails() {
    let screen = LibraryScreen.make(albums: albums)
    screen.controller.select(at: 1)
    #expect(
      screen.list.rows == [
        "  Best of Bowie (David Bowie, 1992)",
        "> It's My Life (No Doubt, 2003)",
        "  Nothing Like The Sun (Sting, 1999)",
      ], "the controller's selection shows in the list")
    #expect(
      screen.details.lines == [
        "Title: It's My Life", "Artist: No Doubt", "Genre: Pop", "Year: 2003",
      ],
      "the controller's selection shows in the details")
  }

  @Test func anIndexWithNoAlbumKeepsTheSelection() {
    let screen = LibraryScreen.make(albums: albums)
    screen.controller.select(at: 2)
    screen.controller.select(at: 3)
    screen.controller.select(at: -1)
    #expect(screen.details.lines.first == "Title: Nothing Like The Sun")
  }

  @Test func deletingTheSelectedAlbumRemovesItAndClearsTheDetails() {
    let screen = LibraryScreen.make(albums: albums)
    screen.controller.select(at: 0)
    screen.controller.deleteSelected()
    #expect(
      screen.list.rows == [
        "  It's My Life (No Doubt, 2003)", "  Nothing Like The Sun (Sting, 1999)",
      ])
    #expect(screen.details.lines == ["No album selected"])
  }

  @Test func afterADeleteTheDetailsShowTheAlbumsThatAreLeft() {
    let screen = LibraryScreen.make(albums: albums)
    screen.controller.select(at: 0)
    screen.controller.deleteSelected()
    screen.controller.select(at: 0)
    #expect(
      screen.details.lines.first == "Title: It's My Life",
      "the details read the albums as they are now, not as they were when the screen was made")
  }

  @Test func theOnlyAlbumCanBeDeletedToo() {
    let screen = LibraryScreen.make(albums: [albums[0]])
    screen.controller.select(at: 0)
    screen.controller.deleteSelected()
    #expect(
      screen.list.rows == [], "the last album is deleted like any other: the list is left empty")
    #expect(screen.details.lines == ["No album selected"])
  }

  @Test func deletingWithNothingSelectedChangesNothing() {
    let screen = LibraryScreen.make(albums: albums)
    screen.controller.deleteSelected()
    #expect(screen.list.rows.count == 3)
  }

  /// Each part owns its state: a part kept after its screen is let go still works.
  @Test func aPartKeptWithoutItsScreenStillWorks() {
    // The state each part holds, seen weakly while the screen is there (before you start, the
    // parts hold none: they read the shared one).
    var states: [String: Bool] = [:]
    weak var listState: AnyObject?
    weak var detailsState: AnyObject?
    weak var controllerState: AnyObject?
    func stateHeld(by part: Any) -> AnyObject? {
      Mirror(reflecting: part).children.first { $0.label == "state" }.map { $0.value as AnyObject }
    }
    let (list, details, controller) = {
      let screen = LibraryScreen.make(albums: albums)
      listState = stateHeld(by: screen.list)
      detailsState = stateHeld(by: screen.details)
      controllerState = stateHeld(by: screen.controller)
      states = [
        "list": listState != nil, "details": detailsState != nil,
        "controller": controllerState != nil,
      ]
      return (screen.list, screen.details, screen.controller)
    }()
    let kept = [
      "list": listState != nil, "details": detailsState != nil,
      "controller": controllerState != nil,
    ]
    #expect(
      kept == states,
      "a part's state went away with its screen: each part must hold it strongly (a let, not unowned or weak)"
    )
    guard kept == states else { return }
    controller.select(at: 1)
    #expect(
      list.rows == [
        "  Best of Bowie (David Bowie, 1992)",
        "> It's My Life (No Doubt, 2003)",
        "  Nothing Like The Sun (Sting, 1999)",
      ], "the list kept alone shows the controller's selection")
    #expect(details.lines.first == "Title: It's My Life", "the details kept alone show it too")
  }

  @Test func aScreenStartsFromTheAlbumsItIsGivenNotFromAnEarlierScreen() {
    let first = LibraryScreen.make(albums: albums)
    first.controller.select(at: 0)
    first.controller.deleteSelected()
    let second = LibraryScreen.make(albums: [Album.placeholders[4]])
    #expect(second.list.rows == ["  American Pie (Madonna, 2000)"])
    #expect(second.details.lines == ["No album selected"])
  }

  @Test func aScreenMadeWithNoAlbumsListsNone() {
    let screen = LibraryScreen.make(albums: [])
    screen.controller.select(at: 0)
    #expect(screen.list.rows == [], "a screen made with no albums lists none, no placeholders")
    #expect(screen.details.lines == ["No album selected"], "and has none to select")
  }

  @Test func theSelectedRowIsMarkedAndDeletedNotEveryEqualAlbum() {
    let twice = [Album.placeholders[0], Album.placeholders[1], Album.placeholders[0]]
    let screen = LibraryScreen.make(albums: twice)
    screen.controller.select(at: 2)
    #expect(
      screen.list.rows == [
        "  Best of Bowie (David Bowie, 1992)", "  It's My Life (No Doubt, 2003)",
        "> Best of Bowie (David Bowie, 1992)",
      ], "the selection is a place in the list: only the selected row is marked, not an equal album"
    )
    screen.controller.deleteSelected()
    #expect(
      screen.list.rows == [
        "  Best of Bowie (David Bowie, 1992)", "  It's My Life (No Doubt, 2003)",
      ],
      "deleting removes the selected row, the last one, and keeps the equal album listed first")
  }
}
