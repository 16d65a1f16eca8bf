import BlueKit
import Foundation
import Observer

// tutorial:begin album-view
/// Shows one album cover, with a spinner until the cover arrives: the View of MVC.
///
/// It knows a cover image and nothing else about albums, so it could show any square picture.
/// The cover sits inset 5 points on every side, over a black background that turns white when
/// the album is highlighted.
///
/// Two observers are at work here. The view asks for its cover by posting a ``CoverRequest``
/// and does not know who answers. And it observes its own image view's `image`, key-value
/// style, to stop the spinner when the cover is set — by whomever, whenever.
@MainActor
public final class AlbumView: View {
  /// How far the cover sits inside the view's edges, on every side.
  public static let coverInset = 5.0

  /// The address of the cover this view shows.
  public let coverURL: String

  /// The view that shows the cover.
  ///
  /// Whoever fetches the cover sets its image.
  public let coverImageView: ImageView

  private let indicator = ActivityIndicator()
  // tutorial:end album-view

  /// Keeps the view listening to its cover image view; released with the view, so the
  /// observation can never outlive either (the 2014 code had to remove itself in `deinit`).
  private var coverObservation: KeyValueObservation?

  // tutorial:begin album-view-highlight
  /// Whether the album is highlighted (the current one in a scroller): white behind the cover
  /// when it is, black when it is not.
  public var isHighlighted = false {
    didSet { backgroundColor = isHighlighted ? .white : .black }
  }
  // tutorial:end album-view-highlight

  /// Whether the spinner is still turning, waiting for the cover.
  public var isWaitingForCover: Bool { indicator.isAnimating }

  // tutorial:begin album-view-init
  /// Creates a view for the cover at `coverURL`, spinning until an image is set, and posts a
  /// ``CoverRequest`` for it on `notificationCenter`.
  public init(
    frame: Rect, coverURL: String, notificationCenter: NotificationCenter = .default
  ) {
    self.coverURL = coverURL
    let inset = Self.coverInset
    coverImageView = ImageView(
      frame: Rect(
        x: inset, y: inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset))
    super.init(frame: frame)
    backgroundColor = .black
    addSubview(coverImageView)
    indicator.frame = Rect(origin: .zero, size: frame.size)
    indicator.startAnimating()
    addSubview(indicator)
    // tutorial:begin album-view-observe-then-post
    coverObservation = coverImageView.observe(\.image, options: [.new]) { [weak self] _, change in
      if case .some(.some) = change.newValue { self?.indicator.stopAnimating() }
    }
    // Observe first, then ask: an answer from a cache arrives before `post` returns.
    notificationCenter.post(CoverRequest(imageView: coverImageView, coverURL: coverURL))
    // tutorial:end album-view-observe-then-post
  }
  // tutorial:end album-view-init

  /// Turns the spinner one step, if it is turning (the terminal app calls this on a timer).
  public func advanceSpinner() {
    indicator.advance()
  }
}
