/// Covers saved on disk, by file name (the persistency manager's job in the 2014 app).
final class ImageCache {
  private var images: [String: Image] = [:]
  /// Every file name saved under so far, oldest first, exactly as given (any name: this disk
  /// takes a name of any length, scalar for scalar).
  private(set) var savedNames: [String] = []
  /// Every file name asked for so far, oldest first, exactly as given.
  private(set) var askedNames: [String] = []

  /// The image saved as `fileName`, or `nil` when there is none.
  func image(named fileName: String) -> Image? {
    askedNames.append(fileName)
    return images[fileName]
  }

  /// Saves `image` as `fileName`.
  func save(_ image: Image, as fileName: String) {
    images[fileName] = image
    savedNames.append(fileName)
  }
}
