import Observation

/// Shows an image, which may arrive later.
///
/// `@Observable` lets anyone follow `image` with `withObservationTracking`, the way 2014 code
/// followed a `UIImageView`'s image with key-value observing.
@Observable
final class ImageView {
  /// The image shown, or `nil` while it is loading.
  var image: Image?

  /// Creates a view showing `image`.
  init(image: Image? = nil) {
    self.image = image
  }
}
