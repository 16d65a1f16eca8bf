/// The album list and the rules for changing it: the part of BlueLibrary's model that decides
/// what "add" and "delete" mean.
///
/// It knows nothing of screens; the controller asks it for changes and shows the result.
struct PersistencyManager {
  /// The albums, in the order the scroller shows them.
  private(set) var albums: [Album]

  /// Starts with `albums`: the five placeholder albums unless told otherwise.
  init(albums: [Album] = Album.placeholders) {
    self.albums = albums
  }

  /// Adds `album` at `index`, or at the end when `index` is past it.
  ///
  /// - Throws: `PersistencyError.negativeIndex` for an index below 0; nothing changes.
  mutating func addAlbum(_ album: Album, at index: Int) throws(PersistencyError) {
    guard index >= 0 else { throw .negativeIndex(index) }
    let album = Self.withoutBidiControls(album)
    if index <= albums.count {
      albums.insert(album, at: index)
    } else {
      albums.append(album)
    }
  }

  /// Bidirectional override and isolate controls (U+202A–U+202E, U+2066–U+2069) let a title
  /// display as something else ("Trojan Source"); the model keeps them out of its data.
  private static func withoutBidiControls(_ album: Album) -> Album {
    func clean(_ value: String) -> String {
      var scalars = String.UnicodeScalarView()
      scalars.append(
        contentsOf: value.unicodeScalars.filter {
          !(0x202A...0x202E).contains($0.value) && !(0x2066...0x2069).contains($0.value)
        })
      return String(scalars)
    }
    return Album(
      title: clean(album.title), artist: clean(album.artist), genre: clean(album.genre),
      coverURL: clean(album.coverURL), year: clean(album.year))
  }

  /// Removes the album at `index` and returns it.
  ///
  /// - Throws: `PersistencyError.noAlbum` when there is no album at `index`; nothing changes.
  @discardableResult
  mutating func deleteAlbum(at index: Int) throws(PersistencyError) -> Album {
    guard albums.indices.contains(index) else {
      throw .noAlbum(at: index, count: albums.count)
    }
    return albums.remove(at: index)
  }
}
