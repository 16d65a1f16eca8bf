/// The one door to album covers: ask for a cover by its address, and the facade decides
/// whether it comes from the cache or the web.
final class LibraryAPI {
  private let cache: ImageCache
  private let httpClient: HTTPClient

  /// Creates the facade over its subsystems.
  init(cache: ImageCache = ImageCache(), httpClient: HTTPClient = HTTPClient()) {
    self.cache = cache
    self.httpClient = httpClient
  }

  /// The cover at `coverURL`: the cached one when there is one; otherwise downloaded, then
  /// cached under the address's file name (exactly what follows its last "/", "" when it ends
  /// in "/"; the whole address when it has none).
  func cover(at coverURL: String) -> Image {
    // Scalar by scalar: a "/" followed by an accent is one Character with it, so a search
    // over Characters would miss that slash.
    let scalars = coverURL.unicodeScalars
    let fileName =
      scalars.lastIndex(of: "/").map { String(scalars[scalars.index(after: $0)...]) } ?? coverURL
    if let cached = cache.image(named: fileName) {
      return cached
    }
    let image = httpClient.downloadImage(from: coverURL)
    cache.save(image, as: fileName)
    // Hand out what the cache now holds: every cover comes from one place.
    return cache.image(named: fileName) ?? image
  }
}
