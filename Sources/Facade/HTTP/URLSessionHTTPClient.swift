import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An ``HTTPClient`` that uses the network, through `URLSession`.
///
/// The kit's demos and tests never use it (they must run offline and give the same output every
/// time); it is here to show what the protocol stands in for.
public struct URLSessionHTTPClient: HTTPClient {
  /// The server that `post(to:body:)` paths are relative to.
  public let baseURL: URL

  private let session: URLSession

  /// Creates a client for the server at `baseURL`.
  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  /// Posts `body` as UTF-8 text to `path` on the server.
  public func post(to path: String, body: String) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.httpBody = Data(body.utf8)
    let (_, response) = try await session.data(for: request)
    try Self.check(response, for: request.url?.absoluteString ?? path)
  }

  /// Downloads the bytes at `url`.
  public func downloadData(from url: String) async throws -> Data {
    guard let address = URL(string: url) else { throw HTTPClientError.invalidURL(url) }
    let (data, response) = try await session.data(from: address)
    try Self.check(response, for: url)
    return data
  }

  private static func check(_ response: URLResponse, for url: String) throws {
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      throw HTTPClientError.badStatus(code: http.statusCode, url: url)
    }
  }
}
