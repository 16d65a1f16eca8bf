import Foundation

/// BlueLibrary's main screen: the covers' scroller on top, the current album's details below,
/// and a toolbar with Undo and Delete.
///
/// The controller of MVC, and the meeting point of every other pattern: it reads albums through
/// the `LibraryAPI` facade, adapts them to the scroller as its delegate, shows them through the
/// table-representation decorator, and saves its state as a memento.
final class LibraryViewController {
  /// The key the current album's index is saved under.
  static let stateKey = "currentAlbumIndex"

  /// The albums (a facade over their storage).
  let library: LibraryAPI
  /// Where the state is saved between launches (the memento's caretaker).
  let stateStore: StateStore
  /// The covers, in a row.
  let scroller = HorizontalScroller()
  /// The index of the album shown.
  private(set) var currentAlbumIndex = 0
  /// The details table's rows: the current album's table representation.
  private(set) var detailRows: [TableRow] = []
  /// Each deleted album with the index it had, the most recent last.
  private var undoStack: [DeletedAlbum] = []

  /// One deleted album and where it was: a memento the undo stack keeps.
  struct DeletedAlbum {
    let album: Album
    let index: Int
  }

  /// Creates the screen and sets it up: back to the album saved last time, then the covers and
  /// the details.
  init(library: LibraryAPI = LibraryAPI(), stateStore: StateStore = StateStore()) {
    self.library = library
    self.stateStore = stateStore
    if let data = stateStore.data(forKey: Self.stateKey),
      let saved = try? JSONDecoder().decode(Double.self, from: data)
    {
      // JSON numbers are doubles: read one, and keep its whole part.
      currentAlbumIndex = Int(saved)
    }
    scroller.delegate = self
    reloadScroller()
  }

  /// Whether Undo is enabled: exactly when there is a delete to undo.
  var canUndo: Bool { !undoStack.isEmpty }

  /// Whether Delete is enabled: exactly when there is an album left.
  var canDelete: Bool { !library.albums.isEmpty }

  /// Saves the current album's index, for the next launch (the app calls this on leaving).
  func saveCurrentState() {
    guard let data = try? JSONEncoder().encode(currentAlbumIndex) else { return }
    stateStore.set(data, forKey: Self.stateKey)
  }

  /// Deletes the album shown, remembering it and its index for Undo; then shows what is left.
  func deleteCurrentAlbum() {
    let albums = library.albums
    do {
      try library.deleteAlbum(at: currentAlbumIndex)
    } catch {
      return  // No album there: nothing to delete, nothing to undo.
    }
    undoStack.append(DeletedAlbum(album: albums[currentAlbumIndex], index: currentAlbumIndex))
    reloadScroller()
  }

  /// Puts the last deleted album back at its index and shows it.
  func undoDeletion() {
    guard let last = undoStack.popLast() else { return }
    do {
      try library.addAlbum(last.album, at: last.index)
      currentAlbumIndex = last.index
    } catch {
      undoStack.append(last)
    }
    reloadScroller()
  }
  /// Keeps the current index on an album (0 with none), reloads the covers and shows the
  /// current album's details.
  private func reloadScroller() {
    currentAlbumIndex = max(0, min(currentAlbumIndex, library.albums.count - 1))
    scroller.reload()
    showDataForAlbum(at: currentAlbumIndex)
  }

  /// Shows the details of the album at `index`, or none when there is no album there.
  private func showDataForAlbum(at index: Int) {
    let albums = library.albums
    detailRows = albums.indices.contains(index) ? albums[index].tableRepresentation : []
  }

  /// The scroller's cover at `index`, if there is one.
  private func albumView(at index: Int) -> AlbumView? {
    scroller.views.indices.contains(index) ? scroller.views[index] as? AlbumView : nil
  }
}

extension LibraryViewController: HorizontalScrollerDelegate {
  /// One cover per album.
  func numberOfViews(in scroller: HorizontalScroller) -> Int {
    library.albums.count
  }

  /// The cover of the album at `index`, highlighted when it is the current album.
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let view = AlbumView(coverURL: library.albums[index].coverURL)
    view.highlight(index == currentAlbumIndex)
    return view
  }

  /// A chosen cover's album becomes the current one: only its cover is highlighted, and its
  /// details show.
  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    albumView(at: currentAlbumIndex)?.highlight(false)
    currentAlbumIndex = index
    albumView(at: index)?.highlight(true)
    showDataForAlbum(at: index)
  }

  /// The covers open on the current album.
  func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    currentAlbumIndex
  }
}
