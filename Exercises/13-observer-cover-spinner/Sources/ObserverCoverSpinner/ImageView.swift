import Observation

/// Shows an image, which may arrive later.
///
/// `@Observable` lets anyone follow `image` with `withObservationTracking`, the way 2014 code
/// followed a `UIImageView`'s image with key-value observing.
@Observable
final class ImageView {
  /// The image shown, or `nil` while it is loading.
  ///
  /// Reading it reads `shown`, which `@Observable` tracks, so it is observed like any property.
  var image: Image? {
    get {
      if let cover = arrival?.look() { shown = cover }
      return shown
    }
    set { shown = newValue }
  }

  /// What `image` holds.
  private var shown: Image?

  /// A test's cover on its way (see `CoverArrival`); `nil` in the app.
  @ObservationIgnored var arrival: CoverArrival?

  /// Creates a view showing `image`.
  init(image: Image? = nil) {
    shown = image
  }
}
