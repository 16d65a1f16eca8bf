import BlueKit
import Foundation
import MVC
import Observer

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
/// It also answers the album views' `CoverRequest` messages (the Observer pattern): from the
/// cover store when the cover was downloaded before, otherwise by downloading it once, away from
/// the main actor, then showing and keeping it. The views never learn where covers come from.
///
/// It is also a Singleton: ``shared`` is one ready-made library, for demos and quick scripts.
/// Unlike the 2014 version, it has a public initializer taking its collaborators, so the app
/// builds its own facade over files at launch and passes it down, and a test builds one over a
/// store and a recording client instead of reaching for the global one.
@MainActor
public final class LibraryAPI {
  // tutorial:begin library-api-collaborators
  /// A library ready to use anywhere, for demos and quick scripts: placeholder albums, offline.
  public static let shared = LibraryAPI()

  private let persistencyManager: PersistencyManager
  private let httpClient: any HTTPClient
  // tutorial:end library-api-collaborators
  private var coverRequests: ObservationToken?
  /// Downloads under way, by address: a second request for the same cover waits for the first.
  private var downloads: [String: Task<Data?, Never>] = [:]
  /// Covers on their way to a view, each removing itself when shown.
  private var coversBeingShown: [Int: Task<Void, Never>] = [:]
  private var nextCoverID = 0

  // tutorial:begin library-api-init
  /// Whether changes are also sent to the server (`/api/addAlbum`, `/api/deleteAlbum`).
  public let isOnline: Bool

  /// Creates a facade over its collaborators.
  /// - Parameters:
  ///   - persistencyManager: Keeps the albums.
  ///   - httpClient: Talks to the server.
  ///   - isOnline: Whether to tell the server about changes.
  ///   - notificationCenter: Where album views post their `CoverRequest`s.
  public init(
    persistencyManager: PersistencyManager = PersistencyManager(),
    httpClient: any HTTPClient = OfflineHTTPClient(),
    isOnline: Bool = false,
    notificationCenter: NotificationCenter = .default
  ) {
    self.persistencyManager = persistencyManager
    self.httpClient = httpClient
    self.isOnline = isOnline
    // tutorial:begin library-api-observe-covers
    // The token is the observation: when the facade goes, so does its observer. The 2014
    // code had to remember `removeObserver` in `deinit`, or crash.
    coverRequests = notificationCenter.addObserver(for: CoverRequest.self) { [weak self] request in
      self?.provideCover(for: request)
    }
    // tutorial:end library-api-observe-covers
  }
  // tutorial:end library-api-init

  /// What the store had to say at launch (a file set aside, say), or `nil`.
  public var loadNote: String? { persistencyManager.loadNote }

  // tutorial:begin library-api-add
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
  // tutorial:end library-api-add

  // tutorial:begin library-api-delete
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
  // tutorial:end library-api-delete

  /// Saves the albums (the app calls this when it goes to the background).
  public func saveAlbums() throws {
    try persistencyManager.saveAlbums()
  }

  // tutorial:begin library-api-provide-cover
  /// Answers a cover request: from the store at once, or by a download.
  private func provideCover(for request: CoverRequest) {
    if let saved = persistencyManager.coverData(for: request.coverURL) {
      request.imageView.image = Self.image(from: saved)
      return
    }
    let url = request.coverURL
    let download = downloads[url] ?? startDownload(of: url)
    let id = nextCoverID
    nextCoverID += 1
    coversBeingShown[id] = Task { [weak self, weak imageView = request.imageView] in
      let data = await download.value
      // Back on the main actor (this task inherited it): showing is the view's business only
      // if the view is still there.
      imageView?.image = data.map(Self.image(from:)) ?? Self.missingCover
      self?.coversBeingShown[id] = nil
    }
  }

  /// Starts the one download of `url`; when it is done the cover is kept in the store.
  private func startDownload(of url: String) -> Task<Data?, Never> {
    let client = httpClient
    let download = Task<Data?, Never> { [weak self] in
      // `downloadData` is a nonisolated async requirement. In this package (Swift 6 mode,
      // without SE-0461's `NonisolatedNonsendingByDefault`) that runs it off the main actor;
      // with the feature on, it would run on the caller's actor unless marked `@concurrent`.
      let data = try? await client.downloadData(from: url)
      if let data { try? self?.persistencyManager.saveCoverData(data, for: url) }
      self?.downloads[url] = nil
      return data
    }
    downloads[url] = download
    return download
  }
  // tutorial:end library-api-provide-cover

  /// Waits until every cover requested so far has been downloaded and shown.
  ///
  /// The scripted app calls this before printing a screen, so what it prints never depends on
  /// how fast a download was.
  public func waitForCoverDownloads() async {
    while let showing = coversBeingShown.values.first {
      await showing.value
    }
  }

  /// The image in `data`, or a stand-in when the bytes are not a picture.
  private static func image(from data: Data) -> Image {
    Image(data: data) ?? missingCover
  }

  /// What a view shows when its cover could not be had: the spinner stops, the gap is honest.
  static let missingCover = Image(rows: ["no cover"])
}
