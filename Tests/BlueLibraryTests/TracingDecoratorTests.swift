import Adapter
import BlueKit
import Decorator
import Facade
import Foundation
import MVC
import Memento
import Testing

@testable import BlueLibrary

/// Each tracing decorator forwards the call, returns the wrapped object's own answer, and
/// records exactly one line saying what happened.
@MainActor
@Suite struct TracingDecoratorTests {
  let trace = PatternTrace()

  /// The lines recorded so far, as printed.
  var lines: [String] { trace.text(of: trace.lines) }

  // MARK: Scroller delegate

  /// A delegate with four views, centred on the third; it remembers the last selection.
  final class FourViewsDelegate: HorizontalScrollerDelegate {
    let views = (0..<4).map { _ in View() }
    var selected: Int?
    func numberOfViews(in scroller: HorizontalScroller) -> Int { views.count }
    func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
      views[index]
    }
    func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
      selected = index
    }
    func initialViewIndex(for scroller: HorizontalScroller) -> Int { 2 }
  }

  @Test func theScrollerDelegateForwardsEveryQuestion() {
    let delegate = FourViewsDelegate()
    let tracing = TracingScrollerDelegate(wrapping: delegate, trace: trace)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))
    #expect(tracing.numberOfViews(in: scroller) == 4)
    #expect(tracing.horizontalScroller(scroller, viewAt: 3) === delegate.views[3])
    #expect(tracing.initialViewIndex(for: scroller) == 2)
    tracing.horizontalScroller(scroller, didSelectViewAt: 1)
    #expect(delegate.selected == 1)
    #expect(
      lines == [
        "Adapter     HorizontalScroller asked its delegate: numberOfViews → 4",
        "Adapter     HorizontalScroller asked its delegate: viewAt: 3",
        "Adapter     HorizontalScroller asked its delegate: initialViewIndex → 2",
        "Adapter     HorizontalScroller asked its delegate: didSelectViewAt: 1",
      ])
  }

  @Test func theScrollerDelegateHoldsItsDelegateWeakly() {
    var delegate: FourViewsDelegate? = FourViewsDelegate()
    let tracing = TracingScrollerDelegate(wrapping: delegate!, trace: trace)
    delegate = nil
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))
    #expect(tracing.numberOfViews(in: scroller) == 0)
  }

  @Test func aScrollerTalksToTheDecoratorAsToItsDelegate() {
    let delegate = FourViewsDelegate()
    let tracing = TracingScrollerDelegate(wrapping: delegate, trace: trace)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))
    scroller.delegate = tracing
    scroller.reload()
    #expect(scroller.numberOfViews == 4)
    #expect(scroller.view(at: 2) === delegate.views[2])
    #expect(
      lines.prefix(2) == [
        "Adapter     HorizontalScroller asked its delegate: numberOfViews → 4",
        "Adapter     HorizontalScroller asked its delegate: initialViewIndex → 2",
      ])
  }

  // MARK: Details data source

  @Test func theDetailsDataSourceForwardsEveryQuestion() {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 40))
    let details = AlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
    let tracing = TracingDetailsDataSource(wrapping: details, trace: trace)
    table.dataSource = tracing
    details.showAlbum(at: 0)
    #expect(
      table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.detailTextLabel.text
        == "David Bowie")
    #expect(
      lines == [
        "Delegation  TableView asked its data source: numberOfSections → 1",
        "Delegation  TableView asked its data source: titleForHeaderInSection: 0 → nil",
        "Delegation  TableView asked its data source: numberOfRowsInSection: 0 → 4",
        "Decorator   TableView asked its data source: cellForRowAt: 0 → Artist | David Bowie",
        "Decorator   TableView asked its data source: cellForRowAt: 1 → Album | Best of Bowie",
        "Decorator   TableView asked its data source: cellForRowAt: 2 → Genre | Pop",
        "Decorator   TableView asked its data source: cellForRowAt: 3 → Year | 1992",
      ])
  }

  // MARK: Archive

  /// An archive that can be neither read nor written.
  struct BrokenArchive: AlbumArchive {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "disk on fire" }
    }
    func loadAlbums() throws -> SavedAlbums { throw Failure() }
    func saveAlbums(_ albums: [Album]) throws { throw Failure() }
  }

  @Test func theArchiveForwardsLoadsAndSaves() throws {
    let archive = InMemoryAlbumArchive()
    let tracing = TracingAlbumArchive(wrapping: archive, trace: trace)
    #expect(try tracing.loadAlbums() == .nothing)
    try tracing.saveAlbums(Array(Album.placeholders.prefix(2)))
    #expect(archive.loadAlbums() == .albums(Array(Album.placeholders.prefix(2))))
    #expect(try tracing.loadAlbums() == .albums(Array(Album.placeholders.prefix(2))))
    #expect(
      lines == [
        "Memento     InMemoryAlbumArchive.loadAlbums() → nothing saved yet",
        "Memento     InMemoryAlbumArchive.saveAlbums(2 albums)  (caretaker keeps the state)",
        "Memento     InMemoryAlbumArchive.loadAlbums() → 2 albums",
      ])
  }

  @Test func theArchivePassesFailuresOn() {
    let tracing = TracingAlbumArchive(wrapping: BrokenArchive(), trace: trace)
    #expect(throws: BrokenArchive.Failure.self) { try tracing.loadAlbums() }
    #expect(throws: BrokenArchive.Failure.self) { try tracing.saveAlbums([]) }
    #expect(
      lines == [
        "Memento     BrokenArchive.loadAlbums() ✗ disk on fire",
        "Memento     BrokenArchive.saveAlbums(0 albums) ✗ disk on fire",
      ])
  }

  // MARK: HTTP client

  @Test func theHTTPClientForwardsDownloadsAndPosts() async throws {
    let client = OfflineHTTPClient()
    let tracing = TracingHTTPClient(wrapping: client, trace: trace)
    let url = "http://example.com/covers/album_u2_staring%20at%20the%20sun.png"
    let data = try await tracing.downloadData(from: url)
    #expect(data == Data(OfflineHTTPClient.coverArt(for: url).utf8))
    try await tracing.post(to: "/api/deleteAlbum", body: "1")
    #expect(client.requests == [.download(url: url), .post(path: "/api/deleteAlbum", body: "1")])
    #expect(
      lines == [
        "Facade      LibraryAPI → OfflineHTTPClient.downloadData(from: "
          + "…/album_u2_staring%20at%20the%20sun.png)",
        "Facade      LibraryAPI → OfflineHTTPClient.post(to: /api/deleteAlbum, body: 1)",
      ])
  }

  // MARK: State store

  @Test func theStateStoreForwardsReadsAndWrites() throws {
    let store = InMemoryKeyValueStore()
    let tracing = TracingKeyValueStore(wrapping: store, trace: trace)
    #expect(tracing.integer(forKey: "currentAlbumIndex") == nil)
    try tracing.set(3, forKey: "currentAlbumIndex")
    #expect(store.integer(forKey: "currentAlbumIndex") == 3)
    #expect(tracing.integer(forKey: "currentAlbumIndex") == 3)
    try tracing.removeValue(forKey: "currentAlbumIndex")
    #expect(store.integer(forKey: "currentAlbumIndex") == nil)
    #expect(
      lines == [
        "Memento     InMemoryKeyValueStore.value(forKey: \"currentAlbumIndex\") → nil",
        "Memento     InMemoryKeyValueStore.set(3, forKey: \"currentAlbumIndex\")  "
          + "(caretaker keeps the state)",
        "Memento     InMemoryKeyValueStore.value(forKey: \"currentAlbumIndex\") → 3",
        "Memento     InMemoryKeyValueStore.removeValue(forKey: \"currentAlbumIndex\")",
      ])
  }

  // MARK: Undo stack

  @Test func theUndoStackForwardsPushesAndPops() {
    let deleted = LibraryViewController.DeletedAlbum(album: Album.placeholders[1], index: 1)
    var tracing = TracingUndoStack(
      wrapping: UndoStack<LibraryViewController.DeletedAlbum>(), trace: trace)
    #expect(tracing.isEmpty)
    tracing.push(deleted)
    #expect(!tracing.isEmpty)
    #expect(tracing.pop()?.album == Album.placeholders[1])
    #expect(tracing.pop() == nil)
    #expect(
      lines == [
        "Memento     UndoStack ← DeletedAlbum(index: 1)  (caretaker keeps the memento)",
        "Memento     UndoStack → DeletedAlbum(index: 1)  (caretaker gives the memento back)",
        "Memento     UndoStack → nil  (nothing to give back)",
      ])
  }

  // MARK: Facade

  func makeLibrary() -> LibraryAPI {
    LibraryAPI(
      persistencyManager: PersistencyManager(archive: InMemoryAlbumArchive()),
      notificationCenter: NotificationCenter())
  }

  @Test func theFacadeForwardsDeletesAddsAndSaves() async throws {
    let library = makeLibrary()
    let tracing = TracingLibraryFacade(wrapping: library, trace: trace)
    let deleted = try await tracing.deleteAlbum(at: 1)
    #expect(deleted == Album.placeholders[1])
    #expect(library.albums.count == 4)
    try await tracing.addAlbum(deleted, at: 1)
    #expect(library.albums == Album.placeholders)
    try tracing.saveAlbums()
    #expect(tracing.albums == library.albums)
    #expect(
      lines == [
        "Facade      LibraryAPI.deleteAlbum(at: 1) → PersistencyManager removed It's My Life",
        "Facade      LibraryAPI.addAlbum(_:at: 1) → PersistencyManager inserted It's My Life",
        "Facade      LibraryAPI.saveAlbums() → PersistencyManager",
      ])
  }

  @Test func theFacadePassesFailuresOn() async {
    let tracing = TracingLibraryFacade(wrapping: makeLibrary(), trace: trace)
    await #expect(throws: LibraryError.indexOutOfRange(index: 9, count: 5)) {
      try await tracing.deleteAlbum(at: 9)
    }
    #expect(
      lines == [
        "Facade      LibraryAPI.deleteAlbum(at: 9) ✗ there is no album at index 9: "
          + "valid indices are 0 to 4"
      ])
  }

  @Test func albumTitlesAreMadeSafeForATerminal() async throws {
    let hostile = Album(
      title: "Bad\u{1B}]0;pwned\u{07}", artist: "X", genre: "Y", coverURL: "z", year: "1")
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: [hostile]),
      notificationCenter: NotificationCenter())
    let tracing = TracingLibraryFacade(wrapping: library, trace: trace)
    try await tracing.deleteAlbum(at: 0)
    #expect(
      lines == [
        "Facade      LibraryAPI.deleteAlbum(at: 0) → PersistencyManager removed Bad␛]0;pwned␇"
      ])
  }
}
