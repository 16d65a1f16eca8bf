/// A cover on its way: a hook the tests give an image view, so that a cover arriving between a
/// view's check for a cached cover and the start of its observation shows on every run rather
/// than on an unlucky one.
///
/// In the app the loader sets `image` whenever the download ends, from its own thread: even in
/// the moment between two looks at it. Here the cover arrives as the image is looked at for the
/// second time. A view that looks once, inside its observation, and checks what the observation
/// returned, is observing by then: its `onChange` fires. A view that looks at
/// `coverImage.image` first and observes after looks twice; the cover arrives before the
/// observation has begun, and the spinner never stops (the 2014 bug, in a smaller window).
///
/// The app never sets it: `ImageView.arrival` is `nil` unless a test sets it.
final class CoverArrival {
  /// The cover that arrives.
  let cover: Image
  private var looks = 0

  /// Creates a cover that arrives at the second look.
  init(cover: Image) {
    self.cover = cover
  }

  /// Called by the image view each time its image is read: the cover on the second look,
  /// `nil` on every other.
  func look() -> Image? {
    looks += 1
    return looks == 2 ? cover : nil
  }
}
