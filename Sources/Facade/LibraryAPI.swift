import MVC

/// The one door into BlueLibrary's data: the Facade.
///
/// Behind it, a ``PersistencyManager`` keeps the albums and an ``HTTPClient`` talks to the
/// server. Callers see neither: they ask the facade for albums, add one, delete one, and the
/// facade decides who does the work — the store always, the server too when ``isOnline``. Swap
/// the server, the store or both, and no caller changes.
///
/// ```swift
/// let library = LibraryAPI.shared
/// let first = library.albums.first
/// try await library.deleteAlbum(at: 0)
/// ```
///
/// It is also a Singleton: ``shared`` is the instance the app uses. Unlike the 2014 version, it
/// has a public initializer taking its collaborators, so a test builds its own facade over a
/// store and a recording client instead of reaching for the global one.
@MainActor
public final class LibraryAPI {
  /// The instance the app uses: placeholder albums, offline.
  public static let shared = LibraryAPI()

  private let persistencyManager: PersistencyManager
  private let httpClient: any HTTPClient

  /// Whether changes are also sent to the server (`/api/addAlbum`, `/api/deleteAlbum`).
  public let isOnline: Bool

  /// Creates a facade over its collaborators.
  /// - Parameters:
  ///   - persistencyManager: Keeps the albums.
  ///   - httpClient: Talks to the server.
  ///   - isOnline: Whether to tell the server about changes.
  public init(
    persistencyManager: PersistencyManager = PersistencyManager(),
    httpClient: any HTTPClient = OfflineHTTPClient(),
    isOnline: Bool = false
  ) {
    self.persistencyManager = persistencyManager
    self.httpClient = httpClient
    self.isOnline = isOnline
  }

  /// The albums, in order.
  public var albums: [Album] { persistencyManager.albums }

  /// Adds `album` at `index` (or at the end, when `index` is past it), then tells the server
  /// when online.
  ///
  /// - Throws: ``LibraryError/negativeIndex(_:)`` before changing anything; an error from the
  ///   HTTP client after the album was added locally (the store is the source of truth).
  public func addAlbum(_ album: Album, at index: Int) async throws {
    try persistencyManager.addAlbum(album, at: index)
    if isOnline {
      try await httpClient.post(to: "/api/addAlbum", body: album.description)
    }
  }

  /// Deletes the album at `index`, then tells the server when online.
  ///
  /// - Returns: The deleted album (the app keeps it to undo the deletion).
  /// - Throws: ``LibraryError`` for an index with no album, before changing anything; an error
  ///   from the HTTP client after the album was deleted locally.
  @discardableResult
  public func deleteAlbum(at index: Int) async throws -> Album {
    let album = try persistencyManager.deleteAlbum(at: index)
    if isOnline {
      try await httpClient.post(to: "/api/deleteAlbum", body: "\(index)")
    }
    return album
  }
}
