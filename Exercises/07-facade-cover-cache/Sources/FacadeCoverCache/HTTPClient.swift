/// Downloads images; here it draws one, and remembers every address it was asked for.
final class HTTPClient {
  /// Every address downloaded so far, oldest first.
  private(set) var downloads: [String] = []

  /// Downloads the image at `url` (slow, and costs the learner's data plan).
  func downloadImage(from url: String) -> Image {
    downloads.append(url)
    return Image(art: "[cover from \(url)]")
  }
}
