/// The one door into BlueLibrary's albums: callers ask it for albums, or to add or delete one,
/// and never learn that a persistency manager and a web client do the work behind it.
final class LibraryAPI {
  private var persistencyManager: PersistencyManager
  private let httpClient: HTTPClient
  private let isOnline: Bool

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
      httpClient.post("/api/addAlbum", body: Self.withoutBidiControls(album.description))
    }
  }

  /// Bidi override and isolate controls (U+202A–U+202E, U+2066–U+2069) let text display as
  /// something else on the server's pages ("Trojan Source"), so a body never carries them.
  private static func withoutBidiControls(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: text.unicodeScalars.filter {
        !(0x202A...0x202E).contains($0.value) && !(0x2066...0x2069).contains($0.value)
      })
    return String(scalars)
  }

  /// Deletes the album at `index`; online, tells the server too.
  func deleteAlbum(at index: Int) throws(PersistencyError) {
    try persistencyManager.deleteAlbum(at: index)
    if isOnline {
      httpClient.post("/api/deleteAlbum", body: "\(index)")
    }
  }
}
