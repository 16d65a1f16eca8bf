import Foundation
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
    // The spinner belongs to the view: stop it on the queue the view was made on, whichever
    // thread the loader sets the cover from.
    let viewQueue = OperationQueue.current
    let image = withObservationTracking {
      coverImage.image
    } onChange: {
      if let viewQueue {
        viewQueue.addOperation { indicator.stopAnimating() }
      } else {
        indicator.stopAnimating()
      }
    }
    if image != nil {
      indicator.stopAnimating()
    }
  }
}
