/// The facade: the one door the screen goes through to the albums, the archive and the server.
final class LibraryAPI {
  // TODO: Give it the albums, addAlbum(_:at:) and deleteAlbum(at:), in front of an
  // AlbumArchive and an HTTPClient that only it can reach.
}
