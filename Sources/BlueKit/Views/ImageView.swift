import Observer

// tutorial:begin image-view-observable
/// A view that shows an image (UIKit's `UIImageView`).
///
/// An album's cover arrives later than the view that shows it, so this view's `image` is
/// observable, key-value style: `imageView.observe(\.image) { imageView, change in … }` is how
/// an album view's spinner hears that the cover came. UIKit's is not promised to be: Apple
/// documents UIKit classes as generally not key-value-observing compliant.
@MainActor
open class ImageView: View, @MainActor KeyValueObservable {
  /// The observers of this view's properties; they live and die with the view.
  public let keyValueObservers = KeyValueObservers()

  /// The image shown, centred, or `nil` to show nothing.
  ///
  /// Observable with `observe(\.image)`.
  public var image: Image? {
    didSet { didChangeValue(for: \.image, from: oldValue) }
  }
  // tutorial:end image-view-observable

  /// Creates an image view.
  public init(frame: Rect = .zero, image: Image? = nil) {
    self.image = image
    super.init(frame: frame)
  }

  /// Draws the image centred in the view.
  open override func draw(in rect: Rect, on canvas: inout Canvas) {
    if let image { canvas.draw(image, in: rect) }
  }
}
