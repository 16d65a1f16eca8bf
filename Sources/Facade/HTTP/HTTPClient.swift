import Foundation

// tutorial:begin http-client
/// Talks to BlueLibrary's server: part of the subsystem behind ``LibraryAPI``.
///
/// A protocol, so the facade works the same over the real network (``URLSessionHTTPClient``)
/// and without one (``OfflineHTTPClient``), and tests can record what it was asked.
public protocol HTTPClient: Sendable {
  /// Sends `body` to the server at `path` (such as `/api/addAlbum`).
  func post(to path: String, body: String) async throws

  /// Downloads the bytes at `url` (an album cover).
  func downloadData(from url: String) async throws -> Data
}
// tutorial:end http-client

/// Why a request failed.
public enum HTTPClientError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The address could not be parsed as a URL.
  case invalidURL(String)
  /// The server answered with a status outside 200–299.
  case badStatus(code: Int, url: String)

  /// A sentence describing the failure.
  public var description: String {
    switch self {
    case .invalidURL(let url): "'\(url)' is not a valid URL"
    case .badStatus(let code, let url): "the server answered \(code) for \(url)"
    }
  }
}
