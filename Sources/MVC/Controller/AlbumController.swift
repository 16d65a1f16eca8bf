import BlueKit
import Foundation
import Observer

// tutorial:begin album-controller
/// Connects the albums to the screen: the Controller of MVC.
///
/// Information flows both ways through it, and only through it:
/// - model → view: ``showAlbum(at:)`` reads an album and fills the label and the album view;
/// - view → controller: a tap on the album view reaches ``albumViewTapped()``;
/// - controller → model → view: ``correctYear(of:to:)`` edits an album, then refreshes the view.
///
/// Neither `Album` nor `AlbumView` knows the other exists.
@MainActor
public final class AlbumController {
  /// The model: the albums being browsed.
  public private(set) var albums: [Album]

  /// The index of the album on screen, if there is one.
  public private(set) var currentIndex: Int?
  // tutorial:end album-controller

  /// The root view the controller manages.
  public let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 150))

  /// Shows the current album's title and artist.
  public let titleLabel = Label(frame: Rect(x: 0, y: 0, width: 320, height: 10), alignment: .center)

  /// Shows what the controller last did, for the reader of the demo.
  public let statusLabel = Label(frame: Rect(x: 0, y: 130, width: 320, height: 10))

  /// The view showing the current album's cover; replaced when the album changes.
  public private(set) var albumView: AlbumView?

  private let notificationCenter: NotificationCenter

  /// Creates a controller browsing `albums`, showing the first one; its album views ask for
  /// their covers on `notificationCenter`.
  public init(albums: [Album], notificationCenter: NotificationCenter = .default) {
    self.albums = albums
    self.notificationCenter = notificationCenter
    view.addSubview(titleLabel)
    view.addSubview(statusLabel)
    showAlbum(at: 0)
  }

  // tutorial:begin show-album
  /// Model → view: puts the album at `index` on screen (or says there is none).
  public func showAlbum(at index: Int) {
    albumView?.removeFromSuperview()
    albumView = nil
    guard albums.indices.contains(index) else {
      currentIndex = nil
      titleLabel.text = "No album"
      return
    }
    currentIndex = index
    let album = albums[index]
    titleLabel.text = "\(album.title) — \(album.artist)"
    let albumView = AlbumView(
      frame: Rect(x: 110, y: 20, width: 100, height: 100), coverURL: album.coverURL,
      notificationCenter: notificationCenter)
    albumView.addGestureRecognizer(
      TapGestureRecognizer { [weak self] _ in self?.albumViewTapped() })
    view.addSubview(albumView)
    self.albumView = albumView
  }
  // tutorial:end show-album

  // tutorial:begin album-view-tapped
  /// View → controller: the user tapped the cover, so the controller highlights it.
  public func albumViewTapped() {
    guard let albumView, let currentIndex else { return }
    albumView.isHighlighted.toggle()
    statusLabel.text =
      albumView.isHighlighted
      ? "Selected \(albums[currentIndex].title)" : "Deselected \(albums[currentIndex].title)"
  }
  // tutorial:end album-view-tapped

  // tutorial:begin correct-year
  /// Controller → model → view: corrects an album's year, then shows the change.
  ///
  /// - Returns: `false`, changing nothing, when there is no album at `index`.
  @discardableResult
  public func correctYear(of index: Int, to year: String) -> Bool {
    guard albums.indices.contains(index) else { return false }
    albums[index].year = year
    statusLabel.text = "Changed the year of \(albums[index].title) to \(year)"
    if index == currentIndex { showAlbum(at: index) }
    return true
  }
  // tutorial:end correct-year
}
