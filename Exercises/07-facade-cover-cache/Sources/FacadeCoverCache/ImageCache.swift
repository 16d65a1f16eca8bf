/// Covers saved on disk, by file name (the persistency manager's job in the 2014 app).
final class ImageCache {
  private var images: [String: Image] = [:]

  /// The image saved as `fileName`, or `nil` when there is none.
  func image(named fileName: String) -> Image? {
    images[fileName]
  }

  /// Saves `image` as `fileName`.
  func save(_ image: Image, as fileName: String) {
    images[fileName] = image
  }
}
