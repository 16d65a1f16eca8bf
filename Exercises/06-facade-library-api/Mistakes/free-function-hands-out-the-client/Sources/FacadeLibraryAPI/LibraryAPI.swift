/// The one door into BlueLibrary's albums: callers ask it for albums, or to add or delete one,
/// and never learn that a persistency manager and a web client do the work behind it.
final class LibraryAPI {
  private var persistencyManager: PersistencyManager
  fileprivate let httpClient: HTTPClient
  fileprivate let isOnline: Bool

  /// Creates the facade over its subsystems.
  ///
  /// - Parameters:
  ///   - persistencyManager: Keeps the albums.
  ///   - httpClient: Tells the server.
  ///   - isOnline: Whether changes are also sent to the server.
  init(
    persistencyManager: PersistencyManager = PersistencyManager(),
    httpClient: HTTPClient = HTTPClient(),
    isOnline: Bool = false
  ) {
    self.persistencyManager = persistencyManager
    self.httpClient = httpClient
    self.isOnline = isOnline
  }

  /// Every album, in order.
  var albums: [Album] {
    persistencyManager.albums
  }

  /// Adds `album` at `index` (at the end when past it); online, tells the server too.
  func addAlbum(_ album: Album, at index: Int) throws(PersistencyError) {
    try persistencyManager.addAlbum(album, at: index)
    if isOnline {
      httpClient.post("/api/addAlbum", body: album.description)
    }
  }

  /// Deletes the album at `index`; online, tells the server too.
  func deleteAlbum(at index: Int) throws(PersistencyError) {
    try persistencyManager.deleteAlbum(at: index)
    if isOnline {
      httpClient.post("/api/deleteAlbum", body: "\(index)")
    }
  }
}

/// For the settings screen: which web client a library talks to, and whether it is online.
func connection(of library: LibraryAPI) -> (client: HTTPClient, isOnline: Bool) {
  (library.httpClient, library.isOnline)
}
