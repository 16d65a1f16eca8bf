import Observation

/// A cover in the scroller: the image, with a spinner over it until the image arrives.
///
/// Whoever loads the image only sets `coverImage.image`; the view notices by itself.
final class AlbumView {
  /// The cover image.
  let coverImage: ImageView
  /// The "loading" spinner.
  let indicator = ActivityIndicator()

  /// Creates the view over `coverImage`, which may already hold its image (a cached cover).
  init(coverImage: ImageView = ImageView()) {
    self.coverImage = coverImage
    let indicator = indicator
    let image = withObservationTracking {
      coverImage.image
    } onChange: {
      indicator.stopAnimating()
    }
    if image != nil {
      // init should hand back the view at once: the cached cover's stop runs on its own.
      Task.detached { indicator.stopAnimating() }
    }
  }
}
