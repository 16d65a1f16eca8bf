import Testing

@testable import MementoCurrentAlbum

/// The README: `restore(from:)` lands on the last album when the saved one is gone, "and with
/// no albums, 0".
@Suite struct EmptyLibraryTests {
  @Test func withNoAlbumsLeftARestoreLandsOnZero() {
    let before = AlbumBrowser(albums: Album.placeholders)
    before.select(albumAt: 4)
    let memento = before.makeMemento()
    let empty = AlbumBrowser(albums: [])
    empty.restore(from: memento)
    #expect(
      empty.currentIndex == 0,
      "with no albums, restore(from:) sets 0: the last index, albums.count - 1, would be -1")
  }
}
