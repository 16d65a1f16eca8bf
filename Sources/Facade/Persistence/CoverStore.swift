import Foundation
import Synchronization

/// Where downloaded covers are kept, so each is downloaded once.
///
/// Like ``AlbumArchive``, a protocol: the app wires in a folder on disk (with file names that
/// no cover address can steer outside it); tests use ``InMemoryCoverStore``.
public protocol CoverStore: Sendable {
  /// The saved cover for `url`, or `nil` when there is none.
  func coverData(for url: String) -> Data?

  /// Keeps `data` as the cover for `url`.
  func saveCoverData(_ data: Data, for url: String) throws
}

/// A ``CoverStore`` in memory.
public final class InMemoryCoverStore: CoverStore {
  private let covers = Mutex<[String: Data]>([:])

  /// Creates an empty store.
  public init() {}

  /// The saved cover for `url`.
  public func coverData(for url: String) -> Data? { covers.withLock { $0[url] } }

  /// Keeps `data` for `url`.
  public func saveCoverData(_ data: Data, for url: String) {
    covers.withLock { $0[url] = data }
  }
}
