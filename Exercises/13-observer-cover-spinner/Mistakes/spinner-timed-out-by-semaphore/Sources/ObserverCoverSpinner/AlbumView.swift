import Dispatch
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
      indicator.stopAnimating()
    } else {
      // A cover that never comes must not leave the spinner spinning for ever: give up after
      // half a minute.
      DispatchQueue.global().async {
        _ = DispatchSemaphore(value: 0).wait(wallTimeout: .now() + 30)
        indicator.stopAnimating()
      }
    }
  }
}
