import Adapter
import BlueKit
import Decorator
import Facade
import Foundation
import MVC
import Memento
import Observer

/// The app's one screen and everything it does: the tutorial's `ViewController`, where every
/// pattern meets.
///
/// - MVC: it is the controller between the albums (from the facade) and the views.
/// - Facade and Singleton: all data comes from a `LibraryAPI`.
/// - Adapter: it is the `HorizontalScrollerDelegate`, adapting albums to a scroller that knows
///   nothing of them.
/// - Decorator: the details table shows an album's `tableRepresentation`, through a
///   `RowTitleTranslationDecorator` that puts its row titles in the user's language.
/// - Observer: its album views ask for covers by message and stop their spinners by key-value
///   observation; it hears the app go to the background by message.
/// - Memento: it saves the current index and the albums when the app leaves, restores the
///   index at launch, and keeps deleted albums on an undo stack.
@MainActor
public final class LibraryViewController {
  // tutorial:begin deleted-album
  /// One deleted album and where it was: a memento the undo stack keeps.
  struct DeletedAlbum {
    let album: Album
    let index: Int
  }
  // tutorial:end deleted-album

  /// The screen: title, scroller, details, toolbar, status.
  public let view: View
  let titleLabel = Label()
  let scroller: HorizontalScroller
  let detailsTable = TableView()
  let toolbar = Toolbar()
  let statusLabel = Label()
  // tutorial:begin toolbar
  /// Undo: enabled exactly when a deletion can be undone, so disabled at launch.
  private(set) lazy var undoButton = BarButtonItem(title: messages.undo, isEnabled: false) {
    [weak self] in Task { await self?.undoDeletion() }
  }
  /// Delete: enabled exactly when there is an album to delete.
  private(set) lazy var deleteButton = BarButtonItem(title: messages.delete) {
    [weak self] in Task { await self?.deleteCurrentAlbum() }
  }
  // tutorial:end toolbar

  /// Every word the screen shows, in the user's language.
  let messages: any AppMessages
  private let library: any LibraryFacade
  private let state: LibraryState
  private let notificationCenter: NotificationCenter
  private let decorators: ControllerDecorators
  private var details: AlbumDetailsDataSource
  /// The details' data source as the table sees it: `details`, its row titles translated.
  ///
  /// Kept here because the table holds its data source weakly.
  private var translatedDetails: RowTitleTranslationDecorator
  /// The decorator around ``translatedDetails`` that the table talks to, if the app wraps one.
  private var detailsDecorator: (any TableViewDataSource)?
  /// The decorator around this controller that the scroller talks to, if the app wraps one.
  private var scrollerDelegateDecorator: (any HorizontalScrollerDelegate)?
  private var undoStack: any UndoCaretaker<DeletedAlbum>
  private var lifecycleObservations: [ObservationToken] = []

  /// The index of the album on screen (0 when there are none).
  public private(set) var currentAlbumIndex: Int

  /// Why the last save failed, or `nil` when it succeeded (or nothing was saved yet).
  private(set) var lastSaveError: String?

  /// The last thing the app told the user.
  public var status: String {
    get { statusLabel.text ?? "" }
    set { statusLabel.text = newValue }
  }

  /// Creates the screen, restoring the album that was on screen when the app last left.
  ///
  /// - Parameters:
  ///   - library: Where the albums come from.
  ///   - stateStore: Where the current album index is kept between launches.
  ///   - application: Whose lifecycle messages make the controller save.
  ///   - notificationCenter: Where the album views ask for their covers.
  ///   - width: The screen's width in points.
  ///   - messages: Every word the screen shows, in the user's language.
  ///   - decorators: What to wrap around the collaborators the controller makes itself (the
  ///     scroller's delegate, the details' data source, the undo stack); none by default.
  init(
    library: any LibraryFacade, stateStore: any KeyValueStore, application: Application,
    notificationCenter: NotificationCenter, width: Double, messages: any AppMessages,
    decorators: ControllerDecorators = ControllerDecorators()
  ) {
    self.library = library
    self.messages = messages
    self.notificationCenter = notificationCenter
    self.decorators = decorators
    undoStack = decorators.undoStack?(UndoStack()) ?? UndoStack<DeletedAlbum>()
    state = LibraryState(store: stateStore)
    view = View(frame: Rect(x: 0, y: 0, width: width, height: Self.height))
    scroller = HorizontalScroller(frame: Rect(x: 0, y: 10, width: Self.scrollerWidth, height: 120))
    (details, translatedDetails) = Self.makeDetails(
      albums: library.albums, table: detailsTable, messages: messages)
    currentAlbumIndex = state.restoredAlbumIndex(albumCount: library.albums.count)
    buildViews(width: width)
    // tutorial:begin save-when-leaving
    lifecycleObservations = [
      application.notificationCenter.addObserver(for: Application.DidEnterBackground.self) {
        [weak self] _ in self?.saveCurrentState()
      },
      application.notificationCenter.addObserver(for: Application.WillTerminate.self) {
        [weak self] _ in self?.saveCurrentState()
      },
    ]
    // tutorial:end save-when-leaving
    scrollerDelegateDecorator = decorators.scrollerDelegate?(self)
    scroller.delegate = scrollerDelegateDecorator ?? self
    reloadScroller()
    status = library.loadNote ?? messages.welcome
  }

  /// The screen's height in points: 20 rows of text.
  static let height = 200.0

  /// The scroller's width: the tutorial's iPhone screen, where its constants centre an album.
  static let scrollerWidth = 320.0

  private func buildViews(width: Double) {
    layout(width: width)
    toolbar.items = [undoButton, .flexibleSpace(), deleteButton]
    for subview in [titleLabel, scroller, detailsTable, toolbar, statusLabel] as [View] {
      view.addSubview(subview)
    }
  }

  // MARK: Showing albums

  // tutorial:begin show-album
  /// Shows the album at `index` in the details table and highlights its cover.
  func showAlbum(at index: Int) {
    let albums = library.albums
    currentAlbumIndex = albums.isEmpty ? 0 : min(max(index, 0), albums.count - 1)
    details.showAlbum(at: albums.isEmpty ? -1 : currentAlbumIndex)
    for visible in scroller.indicesForVisibleViews {
      (scroller.view(at: visible) as? AlbumView)?.isHighlighted = visible == currentAlbumIndex
    }
    titleLabel.text =
      albums.isEmpty
      ? messages.titleWithoutAlbums
      : messages.title(album: currentAlbumIndex + 1, of: albums.count)
    deleteButton.isEnabled = !albums.isEmpty
    undoButton.isEnabled = !undoStack.isEmpty
  }
  // tutorial:end show-album

  /// Rebuilds the scroller from the albums, centred on the current one.
  func reloadScroller() {
    (details, translatedDetails) = Self.makeDetails(
      albums: library.albums, table: detailsTable, messages: messages)
    wrapDetails()
    scroller.reload()
    showAlbum(at: currentAlbumIndex)
  }

  /// Moves to the next album, if there is one.
  func showNextAlbum() {
    guard currentAlbumIndex + 1 < library.albums.count else {
      status = library.albums.isEmpty ? messages.noAlbums : messages.lastAlbum
      return
    }
    select(index: currentAlbumIndex + 1)
  }

  /// Moves to the previous album, if there is one.
  func showPreviousAlbum() {
    guard currentAlbumIndex > 0, !library.albums.isEmpty else {
      status = library.albums.isEmpty ? messages.noAlbums : messages.firstAlbum
      return
    }
    select(index: currentAlbumIndex - 1)
  }

  /// Centres and shows the album at `index`, as a tap on its cover would.
  func select(index: Int) {
    guard library.albums.indices.contains(index) else {
      status =
        library.albums.isEmpty
        ? messages.noAlbums : messages.noAlbum(index + 1, count: library.albums.count)
      return
    }
    scroller.centerView(at: index)
    showAlbum(at: index)
    status = messages.showing(library.albums[index].title)
  }

  // MARK: Delete and undo

  // tutorial:begin delete-current-album
  /// Deletes the album on screen, keeping it on the undo stack.
  func deleteCurrentAlbum() async {
    let albums = library.albums
    guard albums.indices.contains(currentAlbumIndex) else {
      status = messages.nothingToDelete
      return
    }
    let index = currentAlbumIndex
    do {
      let deleted = try await library.deleteAlbum(at: index)
      undoStack.push(DeletedAlbum(album: deleted, index: index))
      status = messages.deleted(deleted.title)
    } catch {
      status = messages.couldNotDelete("\(error)")
    }
    reloadScroller()
  }
  // tutorial:end delete-current-album

  // tutorial:begin undo-deletion
  /// Puts the last deleted album back where it was, and shows it.
  func undoDeletion() async {
    guard let deleted = undoStack.pop() else {
      status = messages.nothingToUndo
      return
    }
    do {
      try await library.addAlbum(deleted.album, at: deleted.index)
      currentAlbumIndex = min(deleted.index, library.albums.count - 1)
      status = messages.restored(deleted.album.title)
    } catch {
      undoStack.push(deleted)
      status = messages.couldNotUndo("\(error)")
    }
    reloadScroller()
  }
  // tutorial:end undo-deletion

  // MARK: Memento

  // tutorial:begin save-current-state
  /// Saves the current album index and the albums, so the next launch starts here.
  ///
  /// A failure is shown and kept in ``lastSaveError``: leaving the app then must say so.
  func saveCurrentState() {
    do {
      try state.save(currentAlbumIndex: currentAlbumIndex)
      try library.saveAlbums()
      lastSaveError = nil
      status = messages.saved
    } catch {
      lastSaveError = "\(error)"
      status = messages.couldNotSave("\(error)")
    }
  }
  // tutorial:end save-current-state

  /// The details' data source for `albums`, and the decorator that translates its row titles,
  /// made `table`'s data source.
  private static func makeDetails(
    albums: [Album], table: TableView, messages: any AppMessages
  ) -> (AlbumDetailsDataSource, RowTitleTranslationDecorator) {
    let details = AlbumDetailsDataSource(albums: albums, tableView: table)
    let translated = RowTitleTranslationDecorator(
      wrapping: details, translate: { messages.rowTitle($0) })
    table.dataSource = translated
    return (details, translated)
  }

  /// Puts the app's decorator, if it wraps one, around the translated details, where the table
  /// looks for its data source.
  private func wrapDetails() {
    guard let wrap = decorators.detailsDataSource else { return }
    let decorator = wrap(translatedDetails)
    detailsTable.dataSource = decorator
    detailsDecorator = decorator
  }

  /// Turns every waiting spinner one step (the terminal calls this on a timer).
  func advanceSpinners() -> Bool {
    var anyWaiting = false
    for index in scroller.indicesForVisibleViews {
      guard let albumView = scroller.view(at: index) as? AlbumView, albumView.isWaitingForCover
      else { continue }
      albumView.advanceSpinner()
      anyWaiting = true
    }
    return anyWaiting
  }

  /// Resizes the screen to `width` points, keeping the current album in the middle.
  func resize(width: Double) {
    layout(width: width)
    scroller.centerView(at: currentAlbumIndex)
    showAlbum(at: currentAlbumIndex)
  }

  /// Places every part of the screen for a width of `width` points, one text row each except
  /// the scroller (12 rows) and the details (4 rows).
  private func layout(width: Double) {
    view.frame = Rect(x: 0, y: 0, width: width, height: Self.height)
    titleLabel.frame = Rect(x: 0, y: 0, width: width, height: 10)
    // The tutorial's scroller constants centre an album on a 320-point screen; wider screens
    // get the same 320 points in their middle.
    scroller.frame = Rect(
      x: max(0, (width - Self.scrollerWidth) / 2), y: 10, width: Self.scrollerWidth, height: 120)
    detailsTable.frame = Rect(x: 0, y: 140, width: width, height: 40)
    toolbar.frame = Rect(x: 0, y: 180, width: width, height: 10)
    statusLabel.frame = Rect(x: 0, y: 190, width: width, height: 10)
  }
}

// tutorial:begin library-scroller-delegate
extension LibraryViewController: HorizontalScrollerDelegate {
  /// One view per album.
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    library.albums.count
  }

  /// A cover view for the album at `index`; it asks for its own cover.
  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let albums = library.albums
    guard albums.indices.contains(index) else { return View() }
    let albumView = AlbumView(
      frame: Rect(x: 0, y: 0, width: 100, height: 100),
      coverURL: albums[index].coverURL, notificationCenter: notificationCenter)
    albumView.isHighlighted = index == currentAlbumIndex
    return albumView
  }

  /// The user picked a cover (by tapping it, or by scrolling it to the centre).
  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    showAlbum(at: index)
  }

  /// Opens centred on the album that was on screen when the app last left.
  public func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    currentAlbumIndex
  }
}
// tutorial:end library-scroller-delegate
