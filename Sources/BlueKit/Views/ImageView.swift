/// A view that shows an image (UIKit's `UIImageView`).
///
/// An album's cover arrives later than the view that shows it; ``onImageChange`` lets whoever
/// cares (an album view's spinner) hear when it does.
@MainActor
open class ImageView: View {
  /// The image shown, centred; `nil` shows nothing.
  public var image: Image? {
    didSet { onImageChange?(oldValue, image) }
  }

  /// Called after ``image`` changes, with the old and the new image.
  public var onImageChange: ((_ old: Image?, _ new: Image?) -> Void)?

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
