import Foundation
import MVC

/// Keeps the albums and their covers: the subsystem behind ``LibraryAPI``.
///
/// Callers outside the facade should not use it directly; it is public so a test or the app's
/// wiring can hand one to ``LibraryAPI``. It loads its albums from an ``AlbumArchive`` when
/// created — the five placeholders on a first launch, saved at once — and saves them when
/// ``saveAlbums()`` is called.
@MainActor
public final class PersistencyManager {
  /// The albums, in order.
  public private(set) var albums: [Album]

  /// What happened at load time that the user should hear about (a file set aside, an archive
  /// that could not be read), or `nil` when all went well.
  public let loadNote: String?

  private let archive: (any AlbumArchive)?
  private let covers: any CoverStore
  /// `false` when the archive could not be read: saving then would overwrite what is there.
  private let canSave: Bool

  /// Creates a store holding `albums`, remembered by nothing: for demos and tests.
  public init(albums: [Album] = Album.placeholders, covers: any CoverStore = InMemoryCoverStore()) {
    self.albums = albums
    self.covers = covers
    archive = nil
    loadNote = nil
    canSave = false
  }

  // tutorial:begin persistency-load
  /// Creates a store that loads its albums from `archive` and saves them back there.
  ///
  /// A first launch gets the placeholders, saved at once. An unreadable archive was set aside
  /// by the archive; the store starts from the placeholders and says so in ``loadNote``. An
  /// archive that cannot be looked at all is left alone: the albums are kept in memory only.
  public init(archive: any AlbumArchive, covers: any CoverStore = InMemoryCoverStore()) {
    self.archive = archive
    self.covers = covers
    var note: String?
    var saveNow = false
    do {
      switch try archive.loadAlbums() {
      case .albums(let saved):
        albums = saved
      case .nothing:
        albums = Album.placeholders
        saveNow = true
      case .setAside(let reason):
        albums = Album.placeholders
        note = "\(reason); starting from the placeholder albums"
        saveNow = true
      }
      canSave = true
    } catch {
      albums = Album.placeholders
      note = "could not read the saved albums (\(error)); changes will not be saved"
      canSave = false
    }
    if saveNow {
      do {
        try archive.saveAlbums(albums)
      } catch {
        note = [note, "could not save the albums: \(error)"].compactMap { $0 }.joined(
          separator: "; ")
      }
    }
    loadNote = note
  }
  // tutorial:end persistency-load

  // tutorial:begin persistency-add
  /// Inserts `album` at `index`, or appends it when `index` is past the end.
  ///
  /// Appending past the end is the tutorial's rule: an index remembered from a longer list (an
  /// undo's, say, after something else changed the list) still puts the album back, at the end.
  /// - Throws: ``LibraryError/negativeIndex(_:)`` for an index below zero.
  public func addAlbum(_ album: Album, at index: Int) throws {
    guard index >= 0 else { throw LibraryError.negativeIndex(index) }
    if index <= albums.count {
      albums.insert(album, at: index)
    } else {
      albums.append(album)
    }
  }
  // tutorial:end persistency-add

  // tutorial:begin persistency-delete
  /// Removes and returns the album at `index`.
  ///
  /// - Throws: ``LibraryError`` when there is no album at `index`; the 2014 code crashed.
  @discardableResult
  public func deleteAlbum(at index: Int) throws -> Album {
    guard index >= 0 else { throw LibraryError.negativeIndex(index) }
    guard index < albums.count else {
      throw LibraryError.indexOutOfRange(index: index, count: albums.count)
    }
    return albums.remove(at: index)
  }
  // tutorial:end persistency-delete

  // tutorial:begin persistency-save
  /// Saves the albums to the archive (nothing to do without one).
  ///
  /// - Throws: ``LibraryError/archiveUnavailable`` when the archive could not be read at
  ///   launch, or the archive's own error.
  public func saveAlbums() throws {
    guard let archive else { return }
    guard canSave else { throw LibraryError.archiveUnavailable }
    try archive.saveAlbums(albums)
  }
  // tutorial:end persistency-save

  /// The saved cover for `url`, if it was downloaded before.
  public func coverData(for url: String) -> Data? {
    covers.coverData(for: url)
  }

  /// Keeps a downloaded cover so it is not downloaded again.
  public func saveCoverData(_ data: Data, for url: String) throws {
    try covers.saveCoverData(data, for: url)
  }
}
