/// A web request the client sent: where to, and what.
struct PostRequest: Equatable {
  /// The path on the server, such as "/api/addAlbum".
  var path: String
  /// The request's body.
  var body: String
}

/// Talks to BlueLibrary's web server; here it only remembers what it would have sent, as the
/// 2014 tutorial's client did.
final class HTTPClient {
  /// Every request sent so far, oldest first.
  private(set) var sentRequests: [PostRequest] = []

  /// Posts `body` to `path`.
  func post(_ path: String, body: String) {
    sentRequests.append(PostRequest(path: path, body: body))
  }
}
